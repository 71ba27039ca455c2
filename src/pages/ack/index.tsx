import type {ReactNode} from 'react';
import InstallPage from '@site/src/components/InstallGenerator/InstallPage';

/** /ack/: Helm install-command generator (texts and differences live in the component and src/lib/installCommand). */
export default function AckInstallPage(): ReactNode {
  return <InstallPage target="ack" />;
}
