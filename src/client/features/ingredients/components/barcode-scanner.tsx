/**
 * Camera scanning (paid `barcode_scan`): the rear camera's frames go to a BarcodeDetector (the
 * browser's, or the polyfill) a few times a second until a retail barcode is read. Nothing leaves
 * the device but the code itself, and the camera is released as soon as one is found or the user
 * stops.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { ScanBarcode, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';

type ScanState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'scanning' }
  | { status: 'error'; message: string };

const SCAN_INTERVAL_MS = 250;

function cameraMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera for this site, or type the number.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device. Type the number instead.';
  return "We couldn't start the barcode reader on this device. Type the number instead.";
}

export function BarcodeScanner({
  onDetected,
}: {
  onDetected: (barcode: string) => void;
}): ReactElement {
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<() => void>(() => undefined);
  const [state, setState] = useState<ScanState>({ status: 'idle' });

  useEffect(() => () => stop.current(), []);

  async function start(): Promise<void> {
    setState({ status: 'starting' });
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let isStopped = false;
    stop.current = () => {
      isStopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    try {
      if (!navigator.mediaDevices?.getUserMedia)
        throw new DOMException('No camera API', 'NotFoundError');
      const { createBarcodeReader } = await import('../lib/detect-barcode');
      const reader = await createBarcodeReader();
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      if (isStopped || !video.current) return stop.current();
      video.current.srcObject = stream;
      await video.current.play();
      setState({ status: 'scanning' });
      const tick = async (): Promise<void> => {
        if (isStopped || !video.current) return;
        try {
          const [found] = await reader.detect(video.current);
          if (found?.rawValue) {
            stop.current();
            setState({ status: 'idle' });
            onDetected(found.rawValue);
            return;
          }
        } catch {
          // A frame that cannot be read yet (the video still starting): try the next one.
        }
        timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    } catch (error) {
      stop.current();
      setState({ status: 'error', message: cameraMessage(error) });
    }
  }

  const isActive = state.status === 'starting' || state.status === 'scanning';
  return (
    <div className="space-y-2">
      {isActive ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            stop.current();
            setState({ status: 'idle' });
          }}
        >
          <X className="h-5 w-5" aria-hidden="true" />
          Stop the camera
        </Button>
      ) : (
        <Button type="button" variant="secondary" onClick={() => void start()}>
          <ScanBarcode className="h-5 w-5" aria-hidden="true" />
          Scan with the camera
        </Button>
      )}
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera view: hold the barcode inside the frame"
        className={isActive ? 'aspect-video w-full max-w-md rounded-lg bg-black' : 'hidden'}
      />
      <p role="status" className="text-sm text-slate-800">
        {state.status === 'starting'
          ? 'Starting the camera...'
          : state.status === 'scanning'
            ? 'Hold the barcode flat in front of the camera.'
            : state.status === 'error'
              ? state.message
              : ''}
      </p>
    </div>
  );
}
