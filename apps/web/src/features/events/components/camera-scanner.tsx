import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type QrScanner from 'qr-scanner';
import { Button } from '../../../components/button';

/** The same code read again within this many ms is the same person still in front of the camera. */
const REPEAT_MS = 4_000;

type CameraState = 'idle' | 'starting' | 'scanning' | 'unsupported' | 'no-camera' | 'denied' | 'failed';

const MESSAGES: Partial<Record<CameraState, string>> = {
  unsupported: 'This browser cannot use a camera here. Type the code instead.',
  'no-camera': 'No camera was found on this device. Type the code instead.',
  denied: 'Camera access was not allowed. Allow it in the browser to scan, or type the code instead.',
  failed: 'The camera could not be started. Type the code instead.',
};

/** Whether an error from starting the camera means the member (or the browser's settings) refused access. */
function isDenied(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
}

/**
 * Reads check-in QR codes with the device camera (SPEC §2 Events: check-in), through the `qr-scanner` library, loaded
 * only when the organiser presses 'Start camera' (the browser then asks for permission). Without a camera, without
 * permission or on a browser that has no camera access, it says so; the typed-code form beside it always works.
 * @param onCode called with each code read (the same code is not repeated within a few seconds)
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });
  const [state, setState] = useState<CameraState>('idle');

  useEffect(
    () => () => {
      scanner.current?.destroy();
      scanner.current = null;
    },
    [],
  );

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia || !video.current) {
      setState('unsupported');
      return;
    }
    setState('starting');
    try {
      const { default: Scanner } = await import('qr-scanner');
      if (!(await Scanner.hasCamera())) {
        setState('no-camera');
        return;
      }
      scanner.current?.destroy();
      const instance = new Scanner(
        video.current,
        (result) => {
          const code = result.data.trim();
          const now = Date.now();
          if (!code || (last.current?.code === code && now - last.current.at < REPEAT_MS)) return;
          last.current = { code, at: now };
          handler.current(code);
        },
        { returnDetailedScanResult: true, highlightScanRegion: true, highlightCodeOutline: true, maxScansPerSecond: 5, preferredCamera: 'environment' },
      );
      scanner.current = instance;
      await instance.start();
      setState('scanning');
    } catch (error) {
      scanner.current?.destroy();
      scanner.current = null;
      setState(isDenied(error) ? 'denied' : error === 'Camera not found.' ? 'no-camera' : 'failed');
    }
  };

  const stop = () => {
    scanner.current?.destroy();
    scanner.current = null;
    setState('idle');
  };

  const message = MESSAGES[state];
  const live = state === 'scanning' || state === 'starting';
  return (
    <div className="flex flex-col gap-3">
      <div className={`relative overflow-hidden rounded-xl border border-line bg-black ${live ? '' : 'hidden'}`}>
        <video ref={video} className="aspect-[4/3] w-full object-cover" muted playsInline aria-label="Camera preview" />
      </div>
      {message ? (
        <p role="status" className="rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {live ? (
          <Button variant="secondary" onClick={stop}>
            <CameraOff className="size-4" aria-hidden="true" />
            Stop camera
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void start()} disabled={state === 'unsupported' || state === 'no-camera'}>
            <Camera className="size-4" aria-hidden="true" />
            {state === 'denied' || state === 'failed' ? 'Try the camera again' : 'Start camera'}
          </Button>
        )}
        {state === 'starting' ? <span className="self-center text-sm text-muted">Starting the camera...</span> : null}
      </div>
    </div>
  );
}
