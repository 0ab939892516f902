import { Skeleton } from '@portal/shared/ui';
import { useEffect, useState } from 'react';

/** The KHQR payload drawn as a QR code (the qrcode package loads only when a payment needs it). */
export function KhqrCode({ payload, label }: { payload: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode').then(({ toDataURL }) =>
      toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then(
        (url) => live && setSrc(url),
      ),
    );
    return () => {
      live = false;
    };
  }, [payload]);
  return src ? (
    <img src={src} alt={label} width={240} height={240} data-testid="khqr" data-payload={payload} />
  ) : (
    <Skeleton w={240} h={240} />
  );
}
