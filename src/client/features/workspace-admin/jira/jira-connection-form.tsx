import { Alert, Button, Fieldset, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { JIRA_FLAVOURS, JIRA_FLAVOUR_LABELS, type JiraConnectionView, type JiraFlavour } from '../../../../domain/jira/jira-api';
import { useSaveJiraConnection } from '../../../api/jira';
import { showSuccessToast } from '../../../lib/toast';
import { type JiraFormField, type JiraFormProblems, type JiraFormValues, checkJiraForm, jiraFormProblems, jiraFormValues } from './jira-form-values';

const TOKEN_LABELS: Record<JiraFlavour, string> = { cloud: 'API token', 'data-center': 'Personal access token' };
const TOKEN_HINTS: Record<JiraFlavour, string> = {
  cloud: 'Made under Atlassian account settings > Security > API tokens, for the account above. It is stored encrypted and never shown again.',
  'data-center': 'Made in Jira under Profile > Personal Access Tokens. It is stored encrypted and never shown again.',
};
const SITE_HINTS: Record<JiraFlavour, string> = {
  cloud: 'For example https://yourbank.atlassian.net.',
  'data-center': 'The address your colleagues open Jira at, for example https://jira.yourbank.example.',
};

const NO_PROBLEMS: JiraFormProblems = { fields: {}, general: null };

function tokenDescription(flavour: JiraFlavour, saved: JiraConnectionView | null): string {
  if (!saved) return TOKEN_HINTS[flavour];
  return `Saved token ending in …${saved.tokenHint}. Leave empty to keep the saved token; another site, or another kind of site, needs a new token.`;
}

/**
 * Connects the workspace to a Jira project, or changes the connection. The server asks Jira before
 * it saves, so a wrong site, token or key is refused under its field, and what was typed stays.
 */
export function JiraConnectionForm({ workspaceId, saved, allowedSites }: { workspaceId: string; saved: JiraConnectionView | null; allowedSites: string[] }) {
  const [values, setValues] = useState<JiraFormValues>(() => jiraFormValues(saved));
  const [problems, setProblems] = useState<JiraFormProblems>(NO_PROBLEMS);
  const save = useSaveJiraConnection(workspaceId);

  const field = (name: JiraFormField) => ({
    value: values[name],
    error: problems.fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.currentTarget.value }),
  });

  const submit = () => {
    const checked = checkJiraForm(values);
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems(NO_PROBLEMS);
    save.mutate(checked.input, {
      onSuccess: (connection) => showSuccessToast('Jira connected', `This workspace now sends journeys to ${connection.projectKey} at ${connection.siteUrl}.`),
      onError: (failure) => setProblems(jiraFormProblems(failure)),
    });
  };

  const sites = allowedSites.length > 0 ? allowedSites.join(', ') : 'none';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {problems.general && (
          <Alert color="red" role="alert" title="Not saved">
            {problems.general}
          </Alert>
        )}
        <Radio.Group label="Kind of Jira site" value={values.flavour} onChange={(value) => setValues({ ...values, flavour: value as JiraFlavour })} error={problems.fields.flavour}>
          <Group gap="lg" mt="xs">
            {JIRA_FLAVOURS.map((flavour) => (
              <Radio key={flavour} value={flavour} label={JIRA_FLAVOUR_LABELS[flavour]} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput label="Site address" description={`${SITE_HINTS[values.flavour]} Sites the operator allows: ${sites}.`} inputMode="url" autoComplete="off" {...field('siteUrl')} />
        <TextInput label="Project key" description="The letters before an issue’s number, for example INNO in INNO-12." autoComplete="off" maw={240} {...field('projectKey')} />
        {values.flavour === 'cloud' && <TextInput label="Account e-mail" description="The Atlassian account the API token belongs to." type="email" autoComplete="off" {...field('email')} />}
        <PasswordInput label={TOKEN_LABELS[values.flavour]} description={tokenDescription(values.flavour, saved)} autoComplete="new-password" {...field('apiToken')} />
        <Fieldset legend="Issue types" variant="unstyled">
          <Text size="sm" mb="xs">
            The names of the issue types as your project spells them.
          </Text>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="Epic issue type" miw={180} {...field('epicIssueType')} />
            <TextInput label="Story issue type" miw={180} {...field('storyIssueType')} />
          </Group>
        </Fieldset>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
