import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { ACTION_BELOW_ON_PHONE } from './alert-action-layout.ts';

interface DraftPromptProps {
  /** When the draft was last typed (ISO). */
  savedAt: string;
  /** Null once the draft is back in the form: only Discard is left to offer. */
  onRestore: (() => void) | null;
  onDiscard: () => void;
}

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const whenIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function nextFocusableAfter(element: HTMLElement): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (candidate) =>
      !element.contains(candidate) &&
      (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

/**
 * Offers a draft kept on this device from an earlier sign-in (restore it into the form or drop
 * it), or says that a draft of this sign-in came back, which can still be dropped.
 */
export function DraftPrompt({ savedAt, onRestore, onDiscard }: DraftPromptProps) {
  const { t, intlLocale } = useOwnerT();
  // Restore draft goes away once used; a keyboard user who pressed it stays in the prompt, on
  // Discard, rather than being sent back to the top of the page.
  const discardRef = useRef<HTMLButtonElement>(null);
  const promptRef = useRef<HTMLDivElement>(null);
  const restoring = useRef(false);
  useEffect(() => {
    if (onRestore || !restoring.current) return;
    restoring.current = false;
    discardRef.current?.focus();
  }, [onRestore]);
  return (
    <Alert
      ref={promptRef}
      severity="info"
      role="region"
      aria-label={t('Unsaved draft')}
      sx={{ mb: 2, ...ACTION_BELOW_ON_PHONE }}
      action={
        <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
          {onRestore ? (
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={() => {
                restoring.current = true;
                onRestore();
              }}
            >
              {t('Restore draft')}
            </Button>
          ) : null}
          <Button
            ref={discardRef}
            color="inherit"
            size="small"
            onClick={() => {
              // The prompt goes with the draft; the keyboard goes on to the form's first field
              // rather than falling to the page body.
              const next = promptRef.current && nextFocusableAfter(promptRef.current);
              onDiscard();
              next?.focus();
            }}
          >
            {t('Discard')}
          </Button>
        </Stack>
      }
    >
      {onRestore
        ? t('You have unsaved changes here from {{when}}, kept on this device.', {
            when: (intlLocale ? whenIn(intlLocale) : WHEN).format(new Date(savedAt)),
          })
        : t('Your unsaved changes are back. Save them, or discard them to see what is saved.')}
    </Alert>
  );
}
