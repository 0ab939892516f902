// Pop-ups — menus, dropdowns, dialogs, drawers, tooltips and toasts — load only when one first opens: this entry
// is its own federated singleton, fetched with a dynamic import, so the first screen ships none of it.
import './styles.css';

export {
  Autocomplete,
  Combobox,
  Drawer,
  Menu,
  Modal,
  Popover,
  Radio,
  Select,
  Switch,
  Table,
  Tabs,
  Textarea,
  Tooltip,
  useCombobox,
} from '@mantine/core';
export { useDebouncedValue } from '@mantine/hooks';
export { Notifications, notifications } from '@mantine/notifications';
