// Toasts are requested through an event so that react-toastify loads only when the first one is shown.
export const TOAST_EVENT = 'site:toast';

export type ToastRequest = { kind: 'success' | 'error'; message: string; className?: string } | { kind: 'clear' };

function request(detail: ToastRequest): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail }));
}

export function showToast(kind: 'success' | 'error', message: string, className?: string): void {
  request({ kind, message, className });
}

export const toast = {
  success: (message: string, className?: string) => showToast('success', message, className),
  error: (message: string, className?: string) => showToast('error', message, className),
  clear: () => request({ kind: 'clear' }),
};
