import React, {type ComponentType, type ReactNode} from 'react';
import SupportModal from '@site/src/components/SupportModal';

// The server render names the chunks of the page in its HTML (plugins/lazy-routes/ServerChunks.tsx);
// the client bundle leaves that out (the define comes from plugins/lean-bundle).
const ServerChunks: ComponentType | null =
  process.env.RAINBOND_SSR === 'true' ? (require('@site/plugins/lazy-routes/ServerChunks') as {default: ComponentType}).default : null;

// Root stays mounted across navigations, so the support modal survives route
// changes; it renders nothing until its timer (src/clientModules/supportModal.ts) fires.
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {ServerChunks && <ServerChunks />}
      {children}
      <SupportModal />
    </>
  );
}
