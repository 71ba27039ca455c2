/**
 * Translated strings of the generator. translate() needs literal ids, so each
 * per-target text is one call per target inside a switch.
 */
import '@page-translations/installGen';
import {translate} from '@docusaurus/Translate';
import type {ErrorId, StorageKind, Target} from '@site/src/lib/installCommand';

export function errorText(id: ErrorId): string {
  switch (id) {
    case 'installGen.error.required':
      return translate({id: 'installGen.error.required', message: '必填'});
    case 'installGen.error.ipv4':
      return translate({id: 'installGen.error.ipv4', message: '请输入有效的 IPv4 地址，例如 192.168.3.163'});
    case 'installGen.error.host':
      return translate({id: 'installGen.error.host', message: '请输入有效的域名或 IPv4 地址，不要带协议或路径'});
    case 'installGen.error.hostPort':
      return translate({id: 'installGen.error.hostPort', message: '格式为 地址:端口，例如 192.168.0.1:2379'});
    case 'installGen.error.nodeName':
      return translate({
        id: 'installGen.error.nodeName',
        message: '节点名称只能包含小写字母、数字、“-”和“.”，请与 kubectl get node 显示的 NAME 一致',
      });
    case 'installGen.error.duplicateNode':
      return translate({id: 'installGen.error.duplicateNode', message: '这个节点已经填过了'});
    case 'installGen.error.duplicateEndpoint':
      return translate({id: 'installGen.error.duplicateEndpoint', message: '这个地址已经填过了'});
    case 'installGen.error.noGatewayNode':
      return translate({id: 'installGen.error.noGatewayNode', message: '至少需要一个网关节点'});
    case 'installGen.error.tooManyNodes':
      return translate({id: 'installGen.error.tooManyNodes', message: '最多 100 个节点'});
    case 'installGen.error.k8sName':
      return translate({id: 'installGen.error.k8sName', message: '只能包含小写字母、数字、“-”和“.”，并以字母或数字开头和结尾'});
    case 'installGen.error.registryNamespace':
      return translate({id: 'installGen.error.registryNamespace', message: '命名空间只能包含小写字母、数字以及“.”“_”“-”'});
    case 'installGen.error.port':
      return translate({id: 'installGen.error.port', message: '端口应为 1 到 65535 之间的整数'});
    case 'installGen.error.dbName':
      return translate({id: 'installGen.error.dbName', message: '数据库名只能包含字母、数字、“_”和“$”，最长 64 个字符'});
    case 'installGen.error.path':
      return translate({id: 'installGen.error.path', message: '路径需以 / 开头，且不能包含空格'});
    case 'installGen.error.nasServer':
      return translate({
        id: 'installGen.error.nasServer',
        message: '请输入 NAS 挂载点地址，例如 123456789-var48.cn-shanghai.nas.aliyuncs.com:/',
      });
    case 'installGen.error.controlChars':
      return translate({id: 'installGen.error.controlChars', message: '不能包含换行符、制表符等控制字符'});
    case 'installGen.error.noEndpoint':
      return translate({id: 'installGen.error.noEndpoint', message: '至少填写一个 etcd 地址'});
    case 'installGen.error.storageKind':
      return translate({id: 'installGen.error.storageKind', message: '当前平台不支持这种存储'});
    case 'installGen.error.haIncomplete':
      return translate({
        id: 'installGen.error.haIncomplete',
        message: '高可用安装还缺少下面标出的配置：外部数据库、外部 etcd、共享存储和至少 2 个网关节点',
      });
    case 'installGen.error.haNeedsDatabase':
      return translate({id: 'installGen.error.haNeedsDatabase', message: '高可用安装需要外部数据库'});
    case 'installGen.error.haNeedsEtcd':
      return translate({id: 'installGen.error.haNeedsEtcd', message: '高可用安装需要外部 etcd'});
    case 'installGen.error.haNeedsStorage':
      return translate({id: 'installGen.error.haNeedsStorage', message: '高可用安装需要内置 NFS 以外的共享存储'});
    case 'installGen.error.haNeedsTwoGateways':
      return translate({id: 'installGen.error.haNeedsTwoGateways', message: '高可用安装至少需要 2 个网关节点'});
    case 'installGen.error.haNeedsTwoBuildNodes':
      return translate({id: 'installGen.error.haNeedsTwoBuildNodes', message: '高可用安装时，构建节点要么不填，要么至少填 2 个'});
  }
}

/** Joins a list of ports the way each language writes lists. */
export function portList(ports: readonly number[]): string {
  const separator = translate({id: 'installGen.listSeparator', message: '、', description: 'Separator between items of an inline list'});
  return ports.join(separator);
}

export interface TargetText {
  gatewayLabel: string;
  gatewayHint: string;
  nodesHint: string;
  registryHint: string;
  databaseHint: string;
}

export function targetText(target: Target, ports: string): TargetText {
  switch (target) {
    case 'helm':
      return {
        gatewayLabel: translate({id: 'installGen.helm.gatewayLabel', message: '网关地址'}),
        gatewayHint: translate(
          {
            id: 'installGen.helm.gatewayHint',
            message: '集群前面有负载均衡时填负载均衡的 IPv4 地址，没有就填一个网关节点的 IP。网关节点上的 {ports} 端口不能被占用。',
          },
          {ports},
        ),
        nodesHint: translate({
          id: 'installGen.helm.nodesHint',
          message:
            '运行 kubectl get node -owide，NAME 列是节点名称，INTERNAL-IP 列是内网 IP。外网 IP 填外部访问这个节点用的地址，没有单独的外网地址就填内网 IP。',
        }),
        registryHint: translate({
          id: 'installGen.helm.registryHint',
          message: '不开启时使用集群内置的 rbd-hub。外部仓库需要提前建好命名空间和账号，安装后不能再更换。',
        }),
        databaseHint: translate({
          id: 'installGen.helm.databaseHint',
          message: '不开启时使用集群内置的 rbd-db。外部 MySQL 要提前建好 region 和 console 两个库，账号对它们拥有全部权限。',
        }),
      };
    case 'ack':
      return {
        gatewayLabel: translate({id: 'installGen.ack.gatewayLabel', message: 'SLB 公网 IP'}),
        gatewayHint: translate(
          {
            id: 'installGen.ack.gatewayHint',
            message: 'SLB 负载均衡的公网 IPv4 地址。SLB 以 ACK 节点为后端服务器，并监听 {ports} 端口。',
          },
          {ports},
        ),
        nodesHint: translate({
          id: 'installGen.ack.nodesHint',
          message: '节点名称与 ACK 里的节点名一致，形如 cn-zhangjiakou.10.22.197.170。节点没有单独的外网地址时，外网 IP 填写与内网 IP 相同的地址。',
        }),
        registryHint: translate({
          id: 'installGen.ack.registryHint',
          message: '阿里云容器镜像服务（ACR）：提前建好命名空间、用户名和密码。安装后不能再更换仓库。',
        }),
        databaseHint: translate({
          id: 'installGen.ack.databaseHint',
          message: 'RDS MySQL 8.0，磁盘不少于 5 GB：提前建好 console 和 region 两个库，账号对它们拥有全部权限。',
        }),
      };
    case 'cce':
      return {
        gatewayLabel: translate({id: 'installGen.cce.gatewayLabel', message: 'ELB 公网 IP'}),
        gatewayHint: translate(
          {
            id: 'installGen.cce.gatewayHint',
            message: 'ELB 负载均衡的公网 IPv4 地址。ELB 以 CCE 节点为后端，转发 {ports} 端口。',
          },
          {ports},
        ),
        nodesHint: translate({
          id: 'installGen.cce.nodesHint',
          message: 'CCE 的节点名称就是节点 IP，例如 10.22.197.170。网关节点必须能访问公网。',
        }),
        registryHint: translate({
          id: 'installGen.cce.registryHint',
          message: '华为云容器镜像服务（SWR）：提前建好组织（命名空间）、用户名和密码。安装后不能再更换仓库。',
        }),
        databaseHint: translate({
          id: 'installGen.cce.databaseHint',
          message: 'RDS for MySQL 8.0：提前建好 console 和 region 两个库，账号拥有全部权限，安全组放行节点到数据库端口的访问。',
        }),
      };
    case 'tke':
      return {
        gatewayLabel: translate({id: 'installGen.tke.gatewayLabel', message: 'CLB 公网 IP'}),
        gatewayHint: translate(
          {
            id: 'installGen.tke.gatewayHint',
            message: 'CLB 负载均衡的公网 IPv4 地址。CLB 把 {ports} 端口转发到网关节点。',
          },
          {ports},
        ),
        nodesHint: translate({
          id: 'installGen.tke.nodesHint',
          message: '节点名称填 kubectl get node 显示的 NAME，内网 IP 填 INTERNAL-IP；没有单独的外网地址就填内网 IP。',
        }),
        registryHint: translate({
          id: 'installGen.tke.registryHint',
          message: '腾讯云容器镜像服务（TCR）：提前建好命名空间、用户名和密码。安装后不能再更换仓库。',
        }),
        databaseHint: translate({
          id: 'installGen.tke.databaseHint',
          message: 'TencentDB for MySQL 8.0，端口 3306：提前建好 console 和 region 两个库，账号拥有全部权限。',
        }),
      };
  }
}

export function storageLabel(target: Target, kind: StorageKind): string {
  switch (kind) {
    case 'default':
      return translate({id: 'installGen.storage.default', message: '内置 NFS（nfs-provisioner）'});
    case 'storageClass':
      return translate({id: 'installGen.storage.storageClass', message: '集群中已有的 StorageClass'});
    case 'aliyunNas':
      return translate({id: 'installGen.storage.aliyunNas', message: '阿里云 NAS'});
    case 'nfs':
      switch (target) {
        case 'cce':
          return translate({id: 'installGen.storage.nfs.cce', message: '华为云 SFS（NFS 挂载）'});
        case 'tke':
          return translate({id: 'installGen.storage.nfs.tke', message: '腾讯云 CFS（NFS 挂载）'});
        default:
          return translate({id: 'installGen.storage.nfs.helm', message: '已有的 NFS 服务器'});
      }
  }
}

export function storageHint(target: Target, kind: StorageKind): string {
  switch (kind) {
    case 'default':
      return translate({
        id: 'installGen.storage.default.hint',
        message: 'chart 自带的 nfs-provisioner 提供共享存储，每个节点都要装好 NFS 客户端。不满足高可用要求。',
      });
    case 'storageClass':
      return translate({
        id: 'installGen.storage.storageClass.hint',
        message: '填写集群中已有的 StorageClass 名称：共享存储（ReadWriteMany）必填，块存储（ReadWriteOnce）可选，用于有状态组件。',
      });
    case 'aliyunNas':
      return translate({
        id: 'installGen.storage.aliyunNas.hint',
        message: '通过阿里云 NAS CSI 插件挂载。NAS 的访问控制需要对所有 ACK 节点开放。',
      });
    case 'nfs':
      switch (target) {
        case 'cce':
          return translate({
            id: 'installGen.storage.nfs.cce.hint',
            message: 'SFS 挂载点形如 121.89.94.122:/，分开填写地址和路径；SFS 要和节点在同一个 VPC。chart 会用它创建 StorageClass nfs-client。',
          });
        case 'tke':
          return translate({
            id: 'installGen.storage.nfs.tke.hint',
            message: '填写 CFS 文件系统的挂载 IP 和路径，chart 会用它创建 StorageClass nfs-client。',
          });
        default:
          return translate({
            id: 'installGen.storage.nfs.helm.hint',
            message: '填写已有 NFS 服务器的地址和共享路径，chart 的 nfs-client-provisioner 子 chart 会用它创建 StorageClass nfs-client。',
          });
      }
  }
}
