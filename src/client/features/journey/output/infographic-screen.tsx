import { IconFlag } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { outputFileName } from '../../../../domain/outputs/file-names';
import { buildInfographicModel, buildInfographicText } from '../../../../domain/outputs/infographic';
import { infographicMarkdownExport } from '../../../../domain/outputs/markdown-exports';
import { DownloadButton } from './download-button';
import { textFile } from './save-file';
import { createInfographicPng } from './infographic-png';
import { InfographicVisual } from './infographic-visual';
import { JourneyCompleteDialog } from './journey-complete-dialog';
import { OutputPage, type OutputTab } from './output-page';
import { useFinishJourney } from './use-finish-journey';
import { useOutputPage } from './use-output-page';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export function InfographicScreen() {
  const { state, ctx } = useOutputPage();
  const model = useMemo(() => buildInfographicModel(state, ctx), [state, ctx]);
  const text = useMemo(() => buildInfographicText(state, ctx), [state, ctx]);
  const [tab, setTab] = useState<OutputTab>('preview');
  const visual = useRef<HTMLDivElement>(null);
  const { finish, finishing, completed, closeCompleted, goHome } = useFinishJourney();

  // A hidden tab has no layout to draw, so the export shows the preview first.
  const createPng = async () => {
    if (tab !== 'preview') {
      setTab('preview');
      await nextFrame();
    }
    if (!visual.current) throw new Error('The infographic preview is not on the page');
    return createInfographicPng(visual.current);
  };

  return (
    <>
      <OutputPage
        document="infographic"
        title={journeyScreenTitle('/output/infographic')}
        intro="The key facts of your idea on one page. Copy the text into a design tool, or download the picture or the Markdown."
        rawText={text}
        rawFileName={outputFileName(state, 'infographic', 'txt')}
        preview={<InfographicVisual ref={visual} model={model} />}
        downloads={
          <>
            <DownloadButton
              document="infographic"
              format="png"
              extension=".png"
              fileName={outputFileName(state, 'infographic', 'png')}
              create={createPng}
            />
            <DownloadButton
              document="infographic"
              format="md"
              extension=".md"
              fileName={outputFileName(state, 'infographic', 'md')}
              create={async () => textFile(infographicMarkdownExport(state, ctx), 'text/markdown')}
            />
          </>
        }
        tab={tab}
        onTabChange={setTab}
        back="/output/brd"
        next={{
          onNext: () => void finish(),
          nextLabel: 'Finish Journey',
          nextIcon: <IconFlag size={16} aria-hidden />,
          nextLoading: finishing,
        }}
      />
      <JourneyCompleteDialog opened={completed} onOpenOutput={closeCompleted} onGoHome={goHome} />
    </>
  );
}
