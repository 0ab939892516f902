import { Anchor, Group } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { chatHrefs, useChatLinks } from './get-chat-links';

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const icons: Record<string, () => React.JSX.Element> = {
  telegram: () => (
    <svg {...iconProps} aria-hidden="true">
      <path d="M15 10l-4 4l6 6l4 -16l-18 7l4 2l2 6l3 -4" />
    </svg>
  ),
  messenger: () => (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3 20l1.3 -3.9a9 8 0 1 1 3.4 2.9l-4.7 1" />
      <path d="M8 13l3 -2l2 2l3 -2" />
    </svg>
  ),
};

/** The shop's Telegram and Messenger chats, each only when staff set it, beside the support phones. */
export function ChatLinks() {
  const { t } = useTranslation();
  const links = chatHrefs(useChatLinks().data);
  if (!links.length) return null;
  return (
    <Group gap="lg" wrap="wrap" data-testid="chat-links">
      {links.map(({ key, labelKey, href }) => {
        const Icon = icons[key] ?? (() => null);
        return (
          <Anchor
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="lg"
            title={t(labelKey)}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}
          >
            <Icon />
            {t(labelKey)}
          </Anchor>
        );
      })}
    </Group>
  );
}
