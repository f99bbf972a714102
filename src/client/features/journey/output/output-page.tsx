import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { StepNavigation } from '../layout/step-navigation';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { CopyContentButton } from './copy-content-button';
import { SendToJiraSection } from './jira/send-to-jira-section';
import { TextFileBox } from './text-file-box';
import { type OutputDocument, useRecordExport } from './use-record-export';

export type OutputTab = 'preview' | 'raw';

interface OutputPageProps {
  /** Which output this is, for the audit trail's record of copies and downloads. */
  document: OutputDocument;
  title: string;
  intro: string;
  rawText: string;
  /** The name shown on the raw text's file box, e.g. 'pitch-deck.md'. */
  rawFileName: string;
  preview: ReactNode;
  downloads: ReactNode;
  /** Given when the screen must switch tabs itself (the PNG export needs the preview shown). */
  tab?: OutputTab;
  onTabChange?(tab: OutputTab): void;
  back: string;
  next: Pick<ComponentProps<typeof StepNavigation>, 'onNext' | 'nextLabel' | 'nextIcon' | 'nextLoading'>;
}

/** The frame shared by the three output screens: copy and downloads, Preview and Raw Text tabs, the Jira hand-off, Back and forward. */
export function OutputPage(props: OutputPageProps) {
  const go = useJourneyNavigate();
  const recordExport = useRecordExport(props.document);
  const recordCopy = () =>
    void recordExport('copy').catch((error: unknown) => console.error('Could not record the copy', error));
  const changeTab = (value: string | null) => {
    if (value === 'preview' || value === 'raw') props.onTabChange?.(value);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {props.intro}
        </Text>
      </div>
      <Group gap="sm">
        <CopyContentButton text={props.rawText} onCopied={recordCopy} />
        {props.downloads}
      </Group>
      <SendToJiraSection />
      <Tabs defaultValue="preview" value={props.tab} onChange={changeTab} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
          <Tabs.Tab value="raw">Raw Text</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="preview" pt="md">
          {props.preview}
        </Tabs.Panel>
        <Tabs.Panel value="raw" pt="md">
          <TextFileBox fileName={props.rawFileName} text={props.rawText} />
        </Tabs.Panel>
      </Tabs>
      <StepNavigation onBack={() => go(props.back)} {...props.next} />
    </Stack>
  );
}
