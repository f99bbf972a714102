import { useMemo } from 'react';
import { outputFileName } from '../../../../domain/outputs/file-names';
import { pitchMarkdownExport } from '../../../../domain/outputs/markdown-exports';
import { buildPitchModel } from '../../../../domain/outputs/pitch';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { DownloadButton } from './download-button';
import { OutputPage } from './output-page';
import { PitchPreview } from './pitch-preview';
import { createPitchPptx } from './pitch-pptx';
import { textFile } from './save-file';
import { useOutputPage } from './use-output-page';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

export function PitchScreen() {
  const { state, ctx } = useOutputPage();
  const go = useJourneyNavigate();
  const pitch = useMemo(() => buildPitchModel(state, ctx), [state, ctx]);
  const text = useMemo(() => pitchMarkdownExport(state, ctx), [state, ctx]);

  return (
    <OutputPage
      document="pitch"
      title={journeyScreenTitle('/output/pitch')}
      intro="Your pitch, slide by slide. Copy the text into an AI slide tool, or download a ready-made deck or the Markdown."
      rawText={text}
      rawFileName={outputFileName(state, 'pitch', 'md')}
      preview={<PitchPreview pitch={pitch} />}
      downloads={
        <>
          <DownloadButton
            document="pitch"
            format="pptx"
            extension=".pptx"
            fileName={outputFileName(state, 'pitch', 'pptx')}
            create={() => createPitchPptx(pitch)}
          />
          <DownloadButton
            document="pitch"
            format="md"
            extension=".md"
            fileName={outputFileName(state, 'pitch', 'md')}
            create={async () => textFile(text, 'text/markdown')}
          />
        </>
      }
      back="/validate/worth"
      next={{ onNext: () => go('/output/brd') }}
    />
  );
}
