// Mantine is not a federated module: every app reaches it through this list, so only what is named here ships.
// Adding a component means adding its CSS to ./styles.css as well. Pop-ups live in ../overlays, loaded on demand.
export {
  ActionIcon,
  Alert,
  Anchor,
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
  NativeSelect,
  NavLink,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
export { useDisclosure, useIntersection, useMediaQuery } from '@mantine/hooks';
export { cssVariablesResolver, theme } from './theme';
