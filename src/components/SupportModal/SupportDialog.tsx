import '@page-translations/supportModal';
import React, {useState, type ReactNode} from 'react';
import {Button, ConfigProvider, Modal, theme} from 'antd';
import Translate, {translate} from '@docusaurus/Translate';
import {links} from '@site/config/links';

export const SUPPORT_MODAL_WIDTH = 600;

/** The dialog itself; imported lazily so antd never reaches a first-load chunk. */
export default function SupportDialog(): ReactNode {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const dark = document.documentElement.dataset.theme === 'dark';
  return (
    <ConfigProvider theme={{algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm}}>
      <Modal
        open={open}
        centered
        width={SUPPORT_MODAL_WIDTH}
        maskClosable={false}
        onCancel={close}
        title={translate({id: 'supportModal.title', message: '支持 Rainbond', description: 'Title of the star-us modal'})}
        footer={[
          <Button key="cancel" onClick={close}>
            <Translate id="supportModal.later" description="Button that dismisses the star-us modal">
              以后再说
            </Translate>
          </Button>,
          <Button key="github" type="primary" href={links.github} target="_blank" rel="noopener noreferrer" onClick={close}>
            <Translate id="supportModal.github" description="Button that opens the GitHub repository">
              去 GitHub
            </Translate>
          </Button>,
        ]}>
        <p>
          <Translate id="supportModal.body" description="Body of the star-us modal">
            如果 Rainbond 对你有帮助，请到 GitHub 给项目点一个 Star。每一个 Star 都会让更多人看到这个项目，也是对社区贡献者最直接的鼓励。
          </Translate>
        </p>
      </Modal>
    </ConfigProvider>
  );
}
