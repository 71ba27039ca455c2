import React, {type ReactNode} from 'react';
import SupportModal from '@site/src/components/SupportModal';

// Root stays mounted across navigations, so the support modal survives route
// changes; it renders nothing until its timer (src/clientModules/supportModal.ts) fires.
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <SupportModal />
    </>
  );
}
