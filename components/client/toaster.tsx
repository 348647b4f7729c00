'use client';

import { useEffect, useRef, useState } from 'react';
import { TOAST_EVENT, type ToastRequest } from '@/lib/browser/toast';

type ToastModule = typeof import('./toast-view');

/** Mounts react-toastify on the first toast request; pages that never toast never load it. */
export function Toaster() {
  const [view, setView] = useState<ToastModule | null>(null);
  const pending = useRef<ToastRequest[]>([]);

  useEffect(() => {
    let loading = false;
    const onToast = (event: Event) => {
      pending.current.push((event as CustomEvent<ToastRequest>).detail);
      if (loading) return;
      loading = true;
      void import('./toast-view').then(setView);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  useEffect(() => {
    if (!view) return;
    const flush = () => pending.current.splice(0).forEach(view.deliver);
    flush();
    const onToast = () => flush();
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [view]);

  return view ? <view.ToastView /> : null;
}
