import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { PortfolioEntry } from '../../../../domain/rww/rww-portfolio';
import { portfolioCsv } from '../../../../domain/rww/portfolio-table';
import { saveFile, textFile } from '../../journey/output/save-file';

/** The table as shown, its rows and columns, as a CSV file for a spreadsheet. */
export function PortfolioCsvButton({ entries }: { entries: readonly PortfolioEntry[] }) {
  const download = () => saveFile(textFile(portfolioCsv(entries), 'text/csv'), `portfolio-${new Date().toISOString().slice(0, 10)}.csv`);
  return (
    <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
      Download CSV
    </Button>
  );
}
