import { useCallback, useState } from 'react';
import { toast } from '#web/lib/toast.tsx';

/** docs/product.md §4 "Geolocation status". */
export type GeolocationStatus = 'idle' | 'loading' | 'success' | 'error';

/** docs/product.md §8 "Location" messages, by GeolocationPositionError code. */
function errorMessage(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'You denied the request for geolocation';
    case error.POSITION_UNAVAILABLE:
      return 'Location information is unavailable';
    case error.TIMEOUT:
      return 'The request to get your location timed out';
    default:
      return 'Failed to get your location';
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Asks the browser for the current position once per request, with the spec's toasts. */
export function useGeolocation(onLocated: (coords: { lat: number; lng: number }) => void) {
  const [status, setStatus] = useState<GeolocationStatus>('idle');

  const request = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('error');
      toast.error('Geolocation is not supported by your browser');
      return;
    }
    setStatus('loading');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('success');
        // About 11 m of precision is plenty for a radius search and keeps the URL short.
        onLocated({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
        toast.success('Location access granted');
      },
      (error) => {
        setStatus('error');
        toast.error(errorMessage(error));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, [onLocated]);

  const reset = useCallback(() => setStatus('idle'), []);
  return { status, request, reset };
}
