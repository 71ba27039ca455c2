/**
 * Reference table of the grctl commands documented for Rainbond 5.8
 * (docs/ops-guide/tools/grctl.md and its English twin).
 *
 * Pure data: no React, no translate() calls. Descriptions carry both locales.
 * tests/unit/grctl.test.ts checks that both reference pages document exactly
 * the commands listed here.
 */

import type {LocalizedText} from '../types/localized';

/** How the reference page groups the commands (one table per group). */
export const grctlGroups = ['setup', 'service', 'tenant', 'build', 'gateway', 'cluster', 'node'] as const;

export type GrctlGroup = (typeof grctlGroups)[number];

export interface GrctlCommand {
  /** The command path as typed, without arguments, e.g. `grctl service get`. */
  command: string;
  /** Positional arguments and flags in usage notation (placeholders in angle brackets); empty when there are none. */
  args: string;
  group: GrctlGroup;
  description: LocalizedText;
  /** A complete command line that can be copied (placeholders in angle brackets). */
  example: string;
}

export const grctlCommands: readonly GrctlCommand[] = [
  {
    command: 'grctl install',
    args: '',
    group: 'setup',
    description: {
      zh: '在管理节点上完成 grctl 的安装，成功时输出 Install success。',
      en: 'Finishes setting up grctl on a management node; prints Install success when done.',
    },
    example: 'grctl install',
  },
  {
    command: 'grctl service get',
    args: '<component-alias> -t <team-alias>',
    group: 'service',
    description: {
      zh: '查看组件在 Kubernetes 中的信息，包括 Pod 名称和命名空间；完整命令可从组件伸缩页复制。',
      en: 'Shows how a component runs in Kubernetes, including its pod names and namespace; the full command can be copied from the component’s scaling page.',
    },
    example: 'grctl service get gr123456 -t myteam',
  },
  {
    command: 'grctl service list',
    args: '-t <team-alias>',
    group: 'service',
    description: {
      zh: '列出一个团队中全部组件的运行信息。',
      en: 'Lists the runtime details of every component in a team.',
    },
    example: 'grctl service list -t myteam',
  },
  {
    command: 'grctl tenant list',
    args: '',
    group: 'tenant',
    description: {
      zh: '列出集群端记录的所有团队。',
      en: 'Lists all teams known to the region.',
    },
    example: 'grctl tenant list',
  },
  {
    command: 'grctl tenant get',
    args: '<team-alias>',
    group: 'tenant',
    description: {
      zh: '按团队列出组件：运行中的组件带状态、部署版本、实例数和内存占用，未运行的组件单独列出。',
      en: 'Lists the components of one team: running ones with status, deploy version, instance count and memory, stopped ones in a separate table.',
    },
    example: 'grctl tenant get myteam',
  },
  {
    command: 'grctl tenant res',
    args: '<team-alias>',
    group: 'tenant',
    description: {
      zh: '查看某个团队正在使用和已分配的 CPU、内存，以及磁盘用量。',
      en: 'Shows the CPU and memory one team uses and has allocated, plus its disk usage.',
    },
    example: 'grctl tenant res myteam',
  },
  {
    command: 'grctl build list',
    args: '',
    group: 'build',
    description: {
      zh: '列出 rbd-system 中正在执行的构建任务 Pod。',
      en: 'Lists the build task pods currently running in rbd-system.',
    },
    example: 'grctl build list',
  },
  {
    command: 'grctl build log',
    args: '<task-pod-name>',
    group: 'build',
    description: {
      zh: '持续输出某个构建任务 Pod 的日志（Pod 名称来自 grctl build list）。',
      en: 'Follows the log of one build task pod (take the pod name from grctl build list).',
    },
    example: 'grctl build log <task-pod-name>',
  },
  {
    command: 'grctl build maven-setting add',
    args: '--file <settings.xml>',
    group: 'build',
    description: {
      zh: '为源码构建添加一份 Maven settings.xml 配置。',
      en: 'Adds a Maven settings.xml file for source builds.',
    },
    example: 'grctl build maven-setting add --file ./settings.xml',
  },
  {
    command: 'grctl gateway endpoints http',
    args: '',
    group: 'gateway',
    description: {
      zh: '列出网关 HTTP 策略对应的后端端点。',
      en: 'Lists the back-end endpoints behind the gateway’s HTTP rules.',
    },
    example: 'grctl gateway endpoints http',
  },
  {
    command: 'grctl gateway endpoints stream',
    args: '',
    group: 'gateway',
    description: {
      zh: '列出网关中 TCP/UDP（stream）策略对应的后端端点。',
      en: 'Lists the back-end endpoints behind the gateway’s TCP/UDP (stream) rules.',
    },
    example: 'grctl gateway endpoints stream',
  },
  {
    command: 'grctl envoy',
    args: '--node <envoy-node> endpoints',
    group: 'gateway',
    description: {
      zh: '向本机 rbd-node 的网格配置服务（默认 127.0.0.1:6101）查询下发给某个 Envoy 代理的端点；--node 填 Envoy 节点名，不是 Kubernetes 节点名，须写在 endpoints 之前。',
      en: 'Asks the mesh config service of the local rbd-node (127.0.0.1:6101 by default) for the endpoints served to one Envoy proxy; --node takes the Envoy node name, not a Kubernetes node name, and goes before endpoints.',
    },
    example: 'grctl envoy --node <envoy-node> endpoints',
  },
  {
    command: 'grctl cluster',
    args: '',
    group: 'cluster',
    description: {
      zh: '显示当前集群端（数据中心）的概要信息。',
      en: 'Shows summary information about the current region (data center).',
    },
    example: 'grctl cluster',
  },
  {
    command: 'grctl cluster upgrade',
    args: '--new-version=<tag>',
    group: 'cluster',
    description: {
      zh: '把集群端升级到指定版本。',
      en: 'Upgrades the region to the given version tag.',
    },
    example: 'grctl cluster upgrade --new-version=v5.8.1-release',
  },
  {
    command: 'grctl config',
    args: '',
    group: 'cluster',
    description: {
      zh: '输出集群端的 Region Config，用于在控制台中“接入已安装平台集群”。',
      en: 'Prints the region config that the console asks for when you connect an already installed region.',
    },
    example: 'grctl config',
  },
  {
    command: 'grctl registry cleanup',
    args: '--namespace',
    group: 'cluster',
    description: {
      zh: '按组件 ID 查找 rbd-hub 中的仓库并删除空闲镜像的索引；5.8.1 中它找不到 5.5 以后的构建镜像，却可能删掉应用模板在用的镜像，不要直接运行。',
      en: 'Looks up rbd-hub repositories by component ID and deletes the index of free images; on 5.8.1 it misses build images made since 5.5 and may delete images app templates still use, so do not run it as it is.',
    },
    example: 'grctl registry cleanup --namespace rbd-system',
  },
  {
    command: 'grctl node list',
    args: '',
    group: 'node',
    description: {
      zh: '列出集群节点，其中的节点 UID 供其他节点命令使用。',
      en: 'Lists the cluster nodes, including the node UIDs the other node commands take.',
    },
    example: 'grctl node list',
  },
  {
    command: 'grctl node get',
    args: '<node-uid>',
    group: 'node',
    description: {
      zh: '查看单个节点的角色、IP、可用资源、调度状态、标签和各项健康状况。',
      en: 'Shows one node’s role, IPs, available resources, scheduling state, labels and health conditions.',
    },
    example: 'grctl node get <node-uid>',
  },
  {
    command: 'grctl node cordon',
    args: '<node-uid>',
    group: 'node',
    description: {
      zh: '将节点设为不可调度，新实例不再调度到该节点。',
      en: 'Marks a node unschedulable so that no new instances are placed on it.',
    },
    example: 'grctl node cordon <node-uid>',
  },
  {
    command: 'grctl node uncordon',
    args: '<node-uid>',
    group: 'node',
    description: {
      zh: '恢复节点的调度。',
      en: 'Makes a node schedulable again.',
    },
    example: 'grctl node uncordon <node-uid>',
  },
  {
    command: 'grctl node resource',
    args: '',
    group: 'node',
    description: {
      zh: '列出在线计算节点的 CPU、内存容量，以及 requests、limits 和使用率。',
      en: 'Lists the CPU and memory capacity of online compute nodes with their requests, limits and usage rates.',
    },
    example: 'grctl node resource',
  },
  {
    command: 'grctl node condition',
    args: 'list <node-uid>',
    group: 'node',
    description: {
      zh: '管理节点状况：list 子命令列出某个节点的各项状况，delete 子命令配合 --name 删除指定类型的一项。',
      en: 'Manages node conditions: the list subcommand shows the conditions of one node, and delete with --name removes one condition type.',
    },
    example: 'grctl node condition list <node-uid>',
  },
];
