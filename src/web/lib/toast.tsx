import { useEffect, useState, type ComponentType } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info' | 'warning';

// Toasts follow an action, so sonner loads with the first one instead of with every page.
let sonner: Promise<Sonner> | null = null;
// The toaster listens only once mounted; toasts wait for that instead of getting lost.
let toasterMounted = false;
let waiting: Array<() => void> = [];
let requestToaster: ((toaster: Sonner['Toaster']) => void) | null = null;

async function show(kind: Kind, message: string, data?: ExternalToast) {
  const module = await (sonner ??= import('sonner'));
  if (!toasterMounted) {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      requestToaster?.(module.Toaster);
    });
  }
  module.toast[kind](message, data);
}

/** sonner's toast, loaded on first use. */
export const toast = {
  success: (message: string, data?: ExternalToast) => void show('success', message, data),
  error: (message: string, data?: ExternalToast) => void show('error', message, data),
  info: (message: string, data?: ExternalToast) => void show('info', message, data),
  warning: (message: string, data?: ExternalToast) => void show('warning', message, data),
};

const TOASTER_PROPS: ToasterProps = {
  position: 'bottom-right',
  richColors: false,
  closeButton: true,
  duration: 5000,
};

/** Where toasts appear; renders nothing until the first toast. Mount once, in the providers. */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    requestToaster = (component) => setToaster(() => component);
    return () => {
      requestToaster = null;
    };
  }, []);
  useEffect(() => {
    if (!Toaster) return;
    // Child effects run first: by now the Toaster has subscribed.
    toasterMounted = true;
    waiting.forEach((resolve) => resolve());
    waiting = [];
    return () => {
      toasterMounted = false;
    };
  }, [Toaster]);
  return Toaster ? <Toaster {...TOASTER_PROPS} /> : null;
}
