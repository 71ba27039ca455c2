/**
 * The single-container trial install of Rainbond 5.8.1 (x86_64 Linux).
 * `ipHint` is the localised placeholder the visitor replaces with their IP.
 */
export function quickInstallCommand(ipHint: string): string {
  return [
    `export EIP=<${ipHint}>`,
    'docker run --privileged -d -p 7070:7070 -p 80:80 -p 443:443 -p 6060:6060 -p 8443:8443 \\',
    '  --name=rainbond-allinone --restart=on-failure \\',
    '  -v ~/.ssh:/root/.ssh -v ~/rainbonddata:/app/data \\',
    '  -v /opt/rainbond:/opt/rainbond -v ~/dockerdata:/var/lib/docker \\',
    '  -e EIP=$EIP \\',
    '  registry.cn-hangzhou.aliyuncs.com/goodrain/rainbond:v5.8.1-dind-allinone',
  ].join('\n');
}
