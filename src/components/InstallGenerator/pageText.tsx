/**
 * Per-target texts of the four landing pages (/helm, /ack, /cce, /tke).
 * One translate() call per target and string: the ids must be literals.
 */
import '@page-translations/helmPage';
import '@page-translations/ackPage';
import '@page-translations/ccePage';
import '@page-translations/tkePage';
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {targetSpec, type Target} from '@site/src/lib/installCommand';
import {portList} from './strings';

export interface PageText {
  title: string;
  description: string;
  heading: string;
  intro: string;
  prerequisites: ReactNode[];
  docLabel: string;
}

const code = (text: string) => <code>{text}</code>;

export function pageText(target: Target): PageText {
  const ports = portList(targetSpec(target).gatewayPorts);
  switch (target) {
    case 'helm':
      return {
        title: translate({id: 'helmPage.title', message: '用 Helm 安装 Rainbond'}),
        description: translate({
          id: 'helmPage.description',
          message: '填写网关地址和网关节点，在浏览器里生成在已有 Kubernetes 集群上安装 Rainbond 5.8 的 values.yaml 和 helm 命令。',
        }),
        heading: translate({id: 'helmPage.heading', message: '在 Kubernetes 上用 Helm 安装 Rainbond'}),
        intro: translate({
          id: 'helmPage.intro',
          message:
            '已经有一个 Kubernetes 集群？在下面填好网关地址和网关节点，页面会生成安装 Rainbond 用的 values.yaml 和 helm 命令。外部数据库、外部 etcd、共享存储、镜像仓库和高可用都在高级配置里，按需开启。',
        }),
        prerequisites: [
          <Translate key="versions" id="helmPage.prereq.versions" values={{kubeconfig: code('~/.kube/config')}}>
            {'Kubernetes 1.19 或更高版本（Chart 的说明推荐），Helm 3.1 或更高版本（Chart 的预检模板用到 Helm 3.1 起才有的 lookup 函数）；kubectl 能访问集群，kubeconfig 放在 {kubeconfig}。'}
          </Translate>,
          <Translate
            key="helm"
            id="helmPage.prereq.helmBinary"
            values={{cmd: code('wget https://pkg.goodrain.com/pkg/helm && chmod +x helm && mv helm /usr/local/bin/')}}>
            {'还没有 Helm 的话，可以这样安装：{cmd}'}
          </Translate>,
          <Translate key="docker" id="helmPage.prereq.docker" values={{sock: code('docker.sock')}}>
            {'每个节点都装好 Docker，日志收集和源码构建要挂载 {sock}。'}
          </Translate>,
          <Translate
            key="nfs"
            id="helmPage.prereq.nfs"
            values={{centos: code('yum -y install nfs-utils'), ubuntu: code('apt-get install nfs-common')}}>
            {'使用内置存储时，每个节点都要装 NFS 客户端：CentOS 执行 {centos}，Ubuntu 执行 {ubuntu}。'}
          </Translate>,
          <Translate key="ports" id="helmPage.prereq.ports" values={{ports}}>
            {'网关节点上的 {ports} 端口没有被其他程序占用。'}
          </Translate>,
          <Translate key="nodes" id="helmPage.prereq.nodes" values={{cmd: code('kubectl get node -owide')}}>
            {'用 {cmd} 查出打算做网关的节点名称（NAME）和内网 IP（INTERNAL-IP）。'}
          </Translate>,
        ],
        docLabel: translate({id: 'helmPage.docLabel', message: 'Helm 安装文档'}),
      };
    case 'ack':
      return {
        title: translate({id: 'ackPage.title', message: '在阿里云 ACK 上安装 Rainbond'}),
        description: translate({
          id: 'ackPage.description',
          message: '为阿里云 ACK 集群生成安装 Rainbond 5.8 的 values.yaml 和 helm 命令，可对接 SLB、NAS、RDS 和容器镜像服务。',
        }),
        heading: translate({id: 'ackPage.heading', message: '在阿里云 ACK 上安装 Rainbond'}),
        intro: translate({
          id: 'ackPage.intro',
          message:
            '这个页面为阿里云容器服务 ACK 生成安装 Rainbond 用的 values.yaml 和 helm 命令。SLB 地址和网关节点必填；NAS 存储、RDS 数据库、容器镜像服务和高可用在高级配置里按需开启。',
        }),
        prerequisites: [
          translate({id: 'ackPage.prereq.region', message: '下面用到的阿里云资源都在同一个地域。'}),
          translate({
            id: 'ackPage.prereq.cluster',
            message:
              'ACK 集群：Kubernetes 1.16 或更高版本，至少 2 个能访问公网的节点；每个节点 8 核 CPU、32 GB 内存，根分区 200 GB，Docker 数据分区 300 GB。',
          }),
          translate({id: 'ackPage.prereq.slb', message: 'SLB 负载均衡：有公网 IP，后端服务器是 ACK 节点，监听 {ports} 端口。'}, {ports}),
          <Translate key="optional" id="ackPage.prereq.optional" values={{nas: code('123456789-var48.cn-shanghai.nas.aliyuncs.com:/')}}>
            {'按需准备：NAS 挂载点（形如 {nas}，访问控制对所有 ACK 节点开放）；RDS MySQL 8.0，建好 console 和 region 两个库，磁盘不少于 5 GB；容器镜像服务的命名空间、用户名和密码。'}
          </Translate>,
          <Translate key="kubeconfig" id="ackPage.prereq.kubeconfig" values={{path: code('~/.kube/config')}}>
            {'本机装好 kubectl 和 Helm 3.1 或更高版本，并把 ACK 控制台“连接信息”里的 kubeconfig 保存为 {path}。'}
          </Translate>,
        ],
        docLabel: translate({id: 'ackPage.docLabel', message: 'ACK 安装文档'}),
      };
    case 'cce':
      return {
        title: translate({id: 'ccePage.title', message: '在华为云 CCE 上安装 Rainbond'}),
        description: translate({
          id: 'ccePage.description',
          message: '为华为云 CCE 集群生成安装 Rainbond 5.8 的 values.yaml 和 helm 命令，可对接 ELB、SFS、RDS 和 SWR。',
        }),
        heading: translate({id: 'ccePage.heading', message: '在华为云 CCE 上安装 Rainbond'}),
        intro: translate({
          id: 'ccePage.intro',
          message:
            '这个页面为华为云云容器引擎 CCE 生成安装 Rainbond 用的 values.yaml 和 helm 命令。ELB 地址和网关节点必填；SFS 存储、RDS 数据库、SWR 镜像仓库和高可用在高级配置里按需开启。',
        }),
        prerequisites: [
          translate({
            id: 'ccePage.prereq.cluster',
            message:
              'CCE 集群：Kubernetes 1.19 或更高版本，至少 2 个节点；每个节点 8 核 CPU、32 GB 内存，根分区 200 GB，Docker 数据分区 300 GB；安全组规则已按需放通。',
          }),
          translate({id: 'ccePage.prereq.elb', message: 'ELB 负载均衡：有公网 IP，把 {ports} 端口转发到 CCE 节点。网关节点要能访问公网。'}, {ports}),
          <Translate key="optional" id="ccePage.prereq.optional" values={{sfs: code('121.89.94.122:/')}}>
            {'按需准备：与节点在同一个 VPC 的 SFS（挂载点形如 {sfs}）；RDS for MySQL 8.0，建好 console 和 region 两个库；SWR 镜像仓库的组织、用户名和密码。'}
          </Translate>,
          <Translate key="kubeconfig" id="ccePage.prereq.kubeconfig" values={{path: code('~/.kube/config')}}>
            {'本机装好 kubectl 和 Helm 3.1 或更高版本。kubeconfig 在 CCE 控制台的“资源管理 > 集群管理”中，进入集群详情，在 kubectl 页签下载，保存为 {path}。'}
          </Translate>,
        ],
        docLabel: translate({id: 'ccePage.docLabel', message: 'CCE 安装文档'}),
      };
    case 'tke':
      return {
        title: translate({id: 'tkePage.title', message: '在腾讯云 TKE 上安装 Rainbond'}),
        description: translate({
          id: 'tkePage.description',
          message: '为腾讯云 TKE 集群生成安装 Rainbond 5.8 的 values.yaml 和 helm 命令，可对接 CLB、CFS、TencentDB 和 TCR。',
        }),
        heading: translate({id: 'tkePage.heading', message: '在腾讯云 TKE 上安装 Rainbond'}),
        intro: translate({
          id: 'tkePage.intro',
          message:
            '这个页面为腾讯云容器服务 TKE 生成安装 Rainbond 用的 values.yaml 和 helm 命令。CLB 地址和网关节点必填；CFS 存储、TencentDB 数据库、TCR 镜像仓库和高可用在高级配置里按需开启。',
        }),
        prerequisites: [
          <Translate key="cluster" id="tkePage.prereq.cluster" values={{cmd: code('kubectl get node')}}>
            {'一个 TKE 集群，本机装好 kubectl 和 Helm 3.1 或更高版本，并且 {cmd} 能列出集群节点。'}
          </Translate>,
          translate({id: 'tkePage.prereq.clb', message: 'CLB 负载均衡：有公网 IP，把 {ports} 端口转发到网关节点。'}, {ports}),
          translate({
            id: 'tkePage.prereq.optional',
            message: '按需准备：CFS 文件系统（挂载 IP 和路径）；TencentDB for MySQL 8.0，端口 3306，建好 console 和 region 两个库；TCR 镜像仓库的命名空间、用户名和密码。',
          }),
        ],
        docLabel: translate({id: 'tkePage.docLabel', message: 'TKE 安装说明'}),
      };
  }
}
