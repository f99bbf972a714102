import { useMemo } from 'react';
import { buildBrdModel } from '../../../../domain/outputs/brd';
import { outputFileName } from '../../../../domain/outputs/file-names';
import { brdMarkdownExport } from '../../../../domain/outputs/markdown-exports';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { createBrdDocx } from './brd-docx';
import { BrdPreview } from './brd-preview';
import { DownloadButton } from './download-button';
import { OutputPage } from './output-page';
import { textFile } from './save-file';
import { useOutputPage } from './use-output-page';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

export function BrdScreen() {
  const { state, ctx } = useOutputPage();
  const go = useJourneyNavigate();
  const brd = useMemo(() => buildBrdModel(state, ctx), [state, ctx]);
  const text = useMemo(() => brdMarkdownExport(state, ctx), [state, ctx]);
  const fileName = (ext: string) => outputFileName(state, 'brd', ext);

  return (
    <OutputPage
      document="brd"
      title={journeyScreenTitle('/output/brd')}
      intro="The requirements for building your idea. Copy the text, or download it as a Word document or Markdown."
      rawText={text}
      rawFileName={fileName('md')}
      preview={<BrdPreview brd={brd} />}
      downloads={
        <>
          <DownloadButton document="brd" format="docx" extension=".docx" fileName={fileName('docx')} create={() => createBrdDocx(brd)} />
          <DownloadButton
            document="brd"
            format="md"
            extension=".md"
            fileName={fileName('md')}
            create={async () => textFile(text, 'text/markdown')}
          />
        </>
      }
      back="/output/pitch"
      next={{ onNext: () => go('/output/infographic') }}
    />
  );
}
