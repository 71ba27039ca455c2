import type {ReactNode} from 'react';
import InstallPage from '@site/src/components/InstallGenerator/InstallPage';

/** /helm/: Helm install-command generator (texts and differences live in the component and src/lib/installCommand). */
export default function HelmInstallPage(): ReactNode {
  return <InstallPage target="helm" />;
}
