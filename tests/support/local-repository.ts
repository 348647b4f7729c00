import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The editor's local-repository mode in a test: Chromium's folder picker cannot be driven, so
 * `window.showDirectoryPicker` returns a handle of the File System Access API whose every call is
 * answered by this process on a real folder (a git worktree). What the editor reads and writes is
 * what it would read and write on an editor's disk.
 */
export async function handFolderToEditor(page: Page, root: string): Promise<void> {
  const inside = (relative: string) => {
    const full = path.resolve(root, relative);
    if (full !== root && !full.startsWith(`${root}${path.sep}`)) throw new Error(`outside the folder: ${relative}`);
    return full;
  };
  await page.exposeFunction('__localRepository', (operation: string, relative: string, argument?: string) => {
    const full = inside(relative);
    const kind = () => {
      if (!fs.existsSync(full)) return 'missing';
      return fs.statSync(full).isDirectory() ? 'directory' : 'file';
    };
    switch (operation) {
      case 'kind':
        return kind();
      case 'create':
        if (kind() === 'missing') {
          if (argument === 'directory') fs.mkdirSync(full, { recursive: true });
          else fs.writeFileSync(full, '');
        }
        return kind();
      case 'list':
        return fs
          .readdirSync(full, { withFileTypes: true })
          .map((entry) => [entry.name, fs.statSync(path.join(full, entry.name)).isDirectory() ? 'directory' : 'file']);
      case 'read': {
        const stat = fs.statSync(full);
        return { base64: fs.readFileSync(full).toString('base64'), lastModified: stat.mtimeMs };
      }
      case 'write':
        fs.writeFileSync(full, Buffer.from(argument ?? '', 'base64'));
        return null;
      case 'remove':
        if (kind() === 'missing') return 'missing';
        fs.rmSync(full, { recursive: argument === 'recursive' });
        return null;
      case 'move':
        fs.renameSync(full, inside(argument ?? ''));
        return null;
      default:
        throw new Error(`unknown operation ${operation}`);
    }
  });
  await page.addInitScript(() => {
    type Call = (operation: string, relative: string, argument?: string) => Promise<unknown>;
    const call = (window as unknown as { __localRepository: Call }).__localRepository;
    const join = (parent: string, name: string) => (parent ? `${parent}/${name}` : name);
    const fail = (name: string, message: string) => new DOMException(message, name);
    const toBase64 = (bytes: Uint8Array) => {
      let text = '';
      for (let index = 0; index < bytes.length; index += 0x8000)
        text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(text);
    };

    class Handle {
      constructor(
        readonly kind: 'file' | 'directory',
        public name: string,
        public path: string,
      ) {}
      isSameEntry(other: Handle) {
        return Promise.resolve(other.path === this.path);
      }
      queryPermission() {
        return Promise.resolve('granted');
      }
      requestPermission() {
        return Promise.resolve('granted');
      }
    }

    class FileHandle extends Handle {
      constructor(name: string, path: string) {
        super('file', name, path);
      }
      async getFile() {
        const { base64, lastModified } = (await call('read', this.path)) as { base64: string; lastModified: number };
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        // As Chromium types a file of the disk: by its extension.
        const types: Record<string, string> = {
          svg: 'image/svg+xml',
          png: 'image/png',
          webp: 'image/webp',
          jpg: 'image/jpeg',
          jpeg: 'image/jpeg',
          md: 'text/markdown',
        };
        const type = types[this.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
        return new File([bytes], this.name, { lastModified, type });
      }
      createWritable() {
        const parts: BlobPart[] = [];
        const path = this.path;
        return Promise.resolve({
          write(data: BlobPart | { type: string; data?: BlobPart }) {
            if (data && typeof data === 'object' && 'type' in data && (data as { type: string }).type === 'write')
              parts.push((data as { data: BlobPart }).data);
            else parts.push(data as BlobPart);
            return Promise.resolve();
          },
          async close() {
            const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
            await call('write', path, toBase64(bytes));
          },
          abort: () => Promise.resolve(),
          truncate: () => Promise.resolve(),
          seek: () => Promise.resolve(),
        });
      }
      async move(target: DirectoryHandle | string, name?: string) {
        const [folder, newName] =
          typeof target === 'string' ? [this.path.split('/').slice(0, -1).join('/'), target] : [target.path, name!];
        const destination = join(folder, newName);
        await call('move', this.path, destination);
        this.path = destination;
        this.name = newName;
      }
    }

    class DirectoryHandle extends Handle {
      constructor(name: string, path: string) {
        super('directory', name, path);
      }
      async *entries(): AsyncGenerator<[string, Handle]> {
        for (const [name, kind] of (await call('list', this.path)) as [string, string][]) {
          const child = join(this.path, name);
          yield [name, kind === 'directory' ? new DirectoryHandle(name, child) : new FileHandle(name, child)];
        }
      }
      async *values() {
        for await (const [, handle] of this.entries()) yield handle;
      }
      async *keys() {
        for await (const [name] of this.entries()) yield name;
      }
      [Symbol.asyncIterator]() {
        return this.entries();
      }
      private async child(name: string, kind: 'file' | 'directory', create: boolean) {
        const child = join(this.path, name);
        const found = (await call(create ? 'create' : 'kind', child, kind)) as string;
        if (found === 'missing') throw fail('NotFoundError', `${child} does not exist`);
        if (found !== kind) throw fail('TypeMismatchError', `${child} is not a ${kind}`);
        return child;
      }
      async getDirectoryHandle(name: string, { create = false } = {}) {
        return new DirectoryHandle(name, await this.child(name, 'directory', create));
      }
      async getFileHandle(name: string, { create = false } = {}) {
        return new FileHandle(name, await this.child(name, 'file', create));
      }
      async removeEntry(name: string, { recursive = false } = {}) {
        const found = await call('remove', join(this.path, name), recursive ? 'recursive' : undefined);
        if (found === 'missing') throw fail('NotFoundError', `${name} does not exist`);
      }
      resolve(handle: Handle) {
        return Promise.resolve(
          handle.path.startsWith(this.path) ? handle.path.slice(this.path.length).split('/').filter(Boolean) : null,
        );
      }
    }

    Object.assign(window, { showDirectoryPicker: () => Promise.resolve(new DirectoryHandle('website', '')) });
  });
}
