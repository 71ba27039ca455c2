/** In-browser generator of Rainbond's Helm install commands (pure TypeScript). */
export * from './types';
export * from './targets';
export {validateInstall, isIPv4, isHost, isHostPort, isPort, isK8sName} from './validate';
export {
  generateInstall,
  buildValues,
  valuesToYaml,
  setFlagsFor,
  shellQuote,
  helmSetEscape,
  helmWouldRetype,
  PREPARE_COMMANDS,
  INSTALL_WITH_VALUES,
  NAMESPACE,
  REPO_URL,
  CHART,
  RELEASE,
  NFS_CLIENT_STORAGE_CLASS,
} from './generate';
