import { Tabs } from '@mantine/core';
import { IconChartDots, IconColumns, IconList } from '@tabler/icons-react';
import { type ReactNode, Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import type { PortfolioEntry } from '../../../domain/rww/rww-portfolio';
import { usePortfolio } from '../../api/portfolio';
import { LoadingStatus } from '../../components/loading-status';

// The portfolio and the comparison (charts, tables, the multi-select) load when their tab is opened:
// the dashboard opens on the journey lists.
const PortfolioView = lazy(async () => ({ default: (await import('./portfolio/portfolio-view')).PortfolioView }));
const CompareView = lazy(async () => ({ default: (await import('./portfolio/compare-view')).CompareView }));

const VIEWS = ['journeys', 'portfolio', 'compare'] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string | null): value is View => (VIEWS as readonly (string | null)[]).includes(value);

interface DashboardViewsProps {
  /** The team workspace shown; undefined for the personal one. */
  workspaceId: string | undefined;
  journeys: ReactNode;
  onOpen(entry: PortfolioEntry): void;
}

/** The journey lists, the portfolio and the comparison; the view is kept in the address. */
export function DashboardViews({ workspaceId, journeys, onOpen }: DashboardViewsProps) {
  const [params, setParams] = useSearchParams();
  const view: View = isView(params.get('view')) ? (params.get('view') as View) : 'journeys';
  const portfolio = usePortfolio(workspaceId, view !== 'journeys');
  const select = (value: string | null) =>
    setParams(
      (current) => {
        if (value === 'journeys' || !isView(value)) current.delete('view');
        else current.set('view', value);
        return current;
      },
      { replace: true },
    );

  return (
    <Tabs value={view} onChange={select} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="journeys" leftSection={<IconList size={16} aria-hidden />}>
          Journeys
        </Tabs.Tab>
        <Tabs.Tab value="portfolio" leftSection={<IconChartDots size={16} aria-hidden />}>
          Portfolio
        </Tabs.Tab>
        <Tabs.Tab value="compare" leftSection={<IconColumns size={16} aria-hidden />}>
          Compare
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="journeys">{journeys}</Tabs.Panel>
      <Tabs.Panel value="portfolio">
        <Suspense fallback={<LoadingStatus>Loading the portfolio...</LoadingStatus>}>
          <PortfolioView portfolio={portfolio} onOpen={onOpen} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="compare">
        <Suspense fallback={<LoadingStatus>Loading the portfolio...</LoadingStatus>}>
          <CompareView portfolio={portfolio} onOpen={onOpen} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
