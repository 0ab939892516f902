// Mantine is not a federated module: every app reaches it through this list, so only what is named here ships.
// Adding a component means adding its CSS to ./styles.css as well.
export {
  ActionIcon,
  Alert,
  Anchor,
  AppShell,
  Autocomplete,
  Badge,
  Box,
  Burger,
  Button,
  Center,
  Container,
  createTheme,
  Divider,
  Group,
  Loader,
  MantineProvider,
  Menu,
  NavLink,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
export { useDisclosure, useMediaQuery } from '@mantine/hooks';
export { Notifications, notifications } from '@mantine/notifications';
export { theme } from './theme';
