import { type CompositeChartProps, CompositeChart as MantineCompositeChart } from '@mantine/charts';
import { MantineProvider } from '@mantine/core';
import { theme } from '../ui/theme';

/**
 * A chart with a Mantine provider of its own. The federation may take this entry from the remote that asked for it
 * and `@portal/shared/ui` from the host, each with its own copy of @mantine/core; the page's provider (the host's)
 * already wrote the CSS variables and the color scheme, which this one leaves alone.
 */
export function CompositeChart(props: CompositeChartProps) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <MantineCompositeChart {...props} />
    </MantineProvider>
  );
}
