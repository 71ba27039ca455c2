import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Labels are Chinese; English is in i18n/en/docusaurus-plugin-content-docs-community/current.json.
const sidebars = {
  community: [
    'support',
    'members',
    'contribution/index',
    'faqs',
    'upcoming-events',
  ],
} satisfies SidebarsConfig;

export default sidebars;
