import { Paper, Text } from '@mantine/core';
import classes from './output.module.css';

/** Generated text shown as a file would open in an editor: a name bar over monospace text. */
export function TextFileBox({ fileName, text }: { fileName: string; text: string }) {
  return (
    <Paper withBorder radius="md" className={classes.fileBox}>
      <Text component="div" size="xs" ff="monospace" className={classes.fileName}>
        {fileName}
      </Text>
      <pre className={classes.fileText}>{text}</pre>
    </Paper>
  );
}
