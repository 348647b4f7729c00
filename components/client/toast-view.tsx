'use client';

import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import type { ToastRequest } from '@/lib/browser/toast';
import styles from './toast.module.css';

/** The spec's toasts: top-center, 4 s, kept while hovered, no progress bar, icon or close button. */
export function ToastView() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={4000}
      pauseOnHover
      hideProgressBar
      icon={false}
      closeButton={false}
      newestOnTop
      toastClassName={styles.toast}
    />
  );
}

export function deliver(request: ToastRequest): void {
  if (request.kind === 'clear') toast.dismiss();
  else toast[request.kind](request.message, { className: request.className });
}
