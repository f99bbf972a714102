import { Fragment } from 'react';
import { addressSegments } from '../lib/address-segments';

/** An e-mail address that wraps after its "@" or before a dot, never inside a word. */
export function BreakableAddress({ text }: { text: string }) {
  return addressSegments(text).map((segment, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {segment}
    </Fragment>
  ));
}
