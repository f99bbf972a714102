import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import type { ApiTokenScope, CreatedApiToken } from '../../../domain/api-token-api';
import { CreateTokenForm } from './create-token-form';
import { NewTokenSecret } from './new-token-secret';
import { TokenList } from './token-list';

interface ApiTokenManagerProps {
  /** The API path of the holder's tokens (the account's, or a workspace's). */
  path: string;
  scopes: readonly ApiTokenScope[];
  /** Workspace tokens name who made each; a person's own need not. */
  showCreator: boolean;
  /** Unique on the page, for the headings' ids. */
  idPrefix: string;
  listTitle: string;
}

/** Create a token (shown once), list the holder's tokens, revoke one: the account page's and a workspace's. */
export function ApiTokenManager({ path, scopes, showCreator, idPrefix, listTitle }: ApiTokenManagerProps) {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Stack gap="lg">
      {created ? <NewTokenSecret created={created} onDone={() => setCreated(null)} /> : <CreateTokenForm path={path} scopes={scopes} onCreated={setCreated} />}
      <Stack gap="sm" component="section" aria-labelledby={`${idPrefix}-list`}>
        <Title order={3} size="h4" id={`${idPrefix}-list`}>
          {listTitle}
        </Title>
        <TokenList path={path} showCreator={showCreator} />
      </Stack>
      <Anchor component={Link} to="/developers/api" size="sm">
        What a token can call: the API reference
      </Anchor>
    </Stack>
  );
}
