// Charts for the back office, loaded by the pages that draw them only: @mantine/charts (recharts underneath) is
// heavy, so it is an entry of its own, never part of a first screen.
import './styles.css';

export { CompositeChart } from './CompositeChart';
