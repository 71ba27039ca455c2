import React, {Suspense, useEffect, useState, type ReactNode} from 'react';
import {subscribeSupportModal} from '@site/src/clientModules/supportModalCore';
import {lazyWithRetry} from '@site/src/lib/loadChunk';

// The antd-based dialog is a separate chunk, fetched only once the modal is due
// (offline then: once the browser is back online; src/lib/loadChunk.ts).
const SupportDialog = lazyWithRetry(() => import('./SupportDialog'));

export default function SupportModal(): ReactNode {
  const [due, setDue] = useState(false);
  useEffect(() => subscribeSupportModal(() => setDue(true)), []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialog />
    </Suspense>
  );
}
