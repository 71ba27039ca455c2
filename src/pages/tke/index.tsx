import type {ReactNode} from 'react';
import InstallPage from '@site/src/components/InstallGenerator/InstallPage';

/** /tke/: Helm install-command generator (texts and differences live in the component and src/lib/installCommand). */
export default function TkeInstallPage(): ReactNode {
  return <InstallPage target="tke" />;
}
