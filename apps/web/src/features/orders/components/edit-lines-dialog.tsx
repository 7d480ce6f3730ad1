import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  editOrderLinesInputSchema,
  lineInputOf,
  type BoardTicket,
} from '@scanorder/shared/ordering/board';
import { MAX_LINE_QUANTITY, type OrderLineInput } from '@scanorder/shared/ordering/order-line';
import type { DraftLine } from './item-options-picker.tsx';
import { MenuItemFinder } from './menu-item-finder.tsx';
import { useDraftContext } from '../../../lib/drafts/draft-context.ts';
import { draftKeyOf, readDraft, removeDraft } from '../../../lib/drafts/draft-store.ts';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';
import { PhoneFullScreenDialog } from '../../../components/phone-full-screen-dialog.tsx';

interface EditLinesDialogProps {
  order: BoardTicket;
  pending: boolean;
  /** `onSaved` runs once the server has the new lines: only then is the draft forgotten. */
  onSave: (lines: OrderLineInput[], onSaved: () => void) => void;
  onClose: () => void;
}

function draftsOf(order: BoardTicket, t: ReturnType<typeof useOwnerT>['t']): DraftLine[] {
  return order.lines.map((line, index) => ({
    key: `line-${index}`,
    name: line.name,
    details: [
      ...(line.variant ? [`${line.variant.variantName}: ${line.variant.value}`] : []),
      ...line.options.map(
        (option) =>
          `${option.groupName}: ${option.value}${option.count > 1 ? ` × ${option.count}` : ''}`,
      ),
      ...(line.instruction
        ? [t('Instruction: {{instruction}}', { instruction: line.instruction })]
        : []),
    ],
    input: lineInputOf(line),
  }));
}

interface LinesForm {
  /** The order version the lines were edited from: a draft is only good for that version. */
  version: number;
  lines: DraftLine[];
}

/**
 * Drops a kept draft made from another version of the order, and says whether it did. Such a
 * draft is a whole list of lines, not a change to them: restoring it after the order moved on
 * (another device edited its items, a guest's change) would put back lines someone removed or
 * undo their quantities, and the save would go through as the current version. Offering it
 * with a note still leaves that one click away, so it is dropped and the owner is told.
 */
function useDropStaleDraft(formId: string, version: number): boolean {
  const context = useDraftContext();
  // On first render, before useFormDraft reads the device, or it would offer the stale draft.
  const [dropped] = useState(() => {
    if (!context) return false;
    const key = draftKeyOf(context.owner, formId);
    const kept = readDraft(key);
    const values = kept?.values;
    if (!values || typeof values !== 'object' || !('version' in values)) return false;
    if (values.version === version) return false;
    removeDraft(key);
    context.live.delete(key);
    return true;
  });
  return dropped;
}

const clampQuantity = (value: number) =>
  Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.trunc(value) || 1));

/**
 * Staff change an order's lines before it is Ready: add items from the menu, remove lines, change
 * quantities. Only ids and counts go to the server, which prices the new lines, recomputes the
 * totals and marks the order modified.
 */
export function EditLinesDialog({ order, pending, onSave, onClose }: EditLinesDialogProps) {
  const { t } = useOwnerT();
  const formId = `orders.edit-lines.${order.id}`;
  const staleDraftDropped = useDropStaleDraft(formId, order.version);
  // A form (not plain state) so the edited lines keep a draft like every owner form.
  const form = useForm<LinesForm>({
    defaultValues: { version: order.version, lines: draftsOf(order, t) },
  });
  const draft = useFormDraft(form, formId);
  const lines = useWatch({ control: form.control, name: 'lines' });
  const setLines = (next: (current: DraftLine[]) => DraftLine[]) =>
    form.setValue('lines', next(form.getValues('lines')), { shouldDirty: true });
  const [problem, setProblem] = useState<string | null>(null);

  const setQuantity = (key: string, quantity: number) =>
    setLines((current) =>
      current.map((line) =>
        line.key === key
          ? { ...line, input: { ...line.input, quantity: clampQuantity(quantity) } }
          : line,
      ),
    );

  const save = () => {
    const parsed = editOrderLinesInputSchema.safeParse({
      version: order.version,
      lines: lines.map((line) => line.input),
    });
    if (!parsed.success) {
      setProblem(t(parsed.error.issues[0]?.message ?? 'Please check the items'));
      return;
    }
    setProblem(null);
    // Nothing changed: nothing to save. Saving would mark the order modified for the guest and
    // list an edit that changed nothing in its history.
    const before = editOrderLinesInputSchema.safeParse({
      version: order.version,
      lines: order.lines.map(lineInputOf),
    });
    if (before.success && JSON.stringify(before.data.lines) === JSON.stringify(parsed.data.lines)) {
      draft.clear();
      onClose();
      return;
    }
    onSave(parsed.data.lines, draft.clear);
  };

  return (
    <PhoneFullScreenDialog
      title={t('Edit Items of Order {{reference}}', { reference: order.reference })}
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
    >
      <DialogContent dividers>
        {draft.prompt}
        {staleDraftDropped ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(
              'This order changed since your unsaved edits to its items, so they were dropped. These are its items now.',
            )}
          </Alert>
        ) : null}
        <Box component="ul" aria-label={t('Order items')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lines.map((line) => (
            <Box
              component="li"
              key={line.key}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {line.name}
                </Typography>
                {line.details.map((detail) => (
                  <Typography key={detail} variant="body2" sx={{ color: 'text.secondary' }}>
                    {detail}
                  </Typography>
                ))}
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <IconButton
                  aria-label={t('Decrease quantity of {{name}}', { name: line.name })}
                  disabled={line.input.quantity <= 1}
                  onClick={() => setQuantity(line.key, line.input.quantity - 1)}
                  size="small"
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
                <TextField
                  label={t('Quantity')}
                  type="number"
                  size="small"
                  value={line.input.quantity}
                  onChange={(event) => setQuantity(line.key, Number(event.target.value))}
                  slotProps={{
                    htmlInput: {
                      min: 1,
                      max: MAX_LINE_QUANTITY,
                      inputMode: 'numeric',
                      'aria-label': t('Quantity of {{name}}', { name: line.name }),
                    },
                  }}
                  sx={{ width: 84 }}
                />
                <IconButton
                  aria-label={t('Increase quantity of {{name}}', { name: line.name })}
                  disabled={line.input.quantity >= MAX_LINE_QUANTITY}
                  onClick={() => setQuantity(line.key, line.input.quantity + 1)}
                  size="small"
                >
                  <AddIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={t('Remove {{name}}', { name: line.name })}
                  onClick={() =>
                    setLines((current) => current.filter((item) => item.key !== line.key))
                  }
                  size="small"
                  color="error"
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
        {lines.length === 0 ? (
          <Typography sx={{ py: 1, color: 'text.secondary' }}>
            {t('No items left in this order.')}
          </Typography>
        ) : null}
        <MenuItemFinder
          kind={order.kind}
          onAdd={(line) => setLines((current) => [...current, line])}
        />
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t(
            'Prices and totals are recalculated from the menu when you save, and the order is marked modified for the customer.',
          )}
        </Typography>
        <ProblemAlert problem={problem} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('Cancel')}
        </Button>
        <PendingButton pending={pending} variant="contained" onClick={save}>
          {t('Save Items')}
        </PendingButton>
      </DialogActions>
    </PhoneFullScreenDialog>
  );
}
