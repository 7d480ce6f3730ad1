import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  branchOperationInputSchema,
  type Branch,
  type BranchOperationInput,
  type BranchPinInput,
} from '@scanorder/shared/business/branch';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { removeBranchPin, setBranchOperation, setBranchPin } from '../api/branches-api.ts';
import { useBranchMutation } from '../hooks/use-branches.ts';
import { BranchPinDialog } from './branch-pin-dialog.tsx';
import { FormDateField } from './form-date-field.tsx';
import { SaveButton } from '../../../components/pending-button.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface OperationFormValues {
  outOfOperation: boolean;
  reason: string;
  until: string | null;
}

// @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
const operationResolver = zodResolver(branchOperationInputSchema) as unknown as Resolver<
  OperationFormValues,
  unknown,
  BranchOperationInput
>;

const valuesOf = (branch: Branch): OperationFormValues => ({
  outOfOperation: branch.outOfOperation,
  reason: branch.outOfOperationReason ?? '',
  until: branch.outOfOperationUntil,
});

/** One branch on the STATUS tab: out of operation (reason, until-date) and its staff PIN. */
export function BranchStatusCard({ kind, branch }: { kind: BusinessKind; branch: Branch }) {
  const { t, locale } = useOwnerT();
  const [pinOpen, setPinOpen] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const form = useForm<OperationFormValues, unknown, BranchOperationInput>({
    resolver: operationResolver,
    mode: 'onChange',
    defaultValues: valuesOf(branch),
  });
  const { control, handleSubmit, reset } = form;
  const draft = useFormDraft(form, `${kind}.branch-status.${branch.id}`);
  const outOfOperation = useWatch({ control, name: 'outOfOperation' });

  const operation = useBranchMutation(
    kind,
    (input: BranchOperationInput) => setBranchOperation(kind, branch.id, input),
    t('{{name}} status saved', { name: branch.name }),
  );
  const pin = useBranchMutation(
    kind,
    (input: BranchPinInput) => setBranchPin(kind, branch.id, input),
    t('Staff PIN saved for {{name}}', { name: branch.name }),
  );
  const unpin = useBranchMutation(
    kind,
    () => removeBranchPin(kind, branch.id),
    t('Staff PIN removed for {{name}}', { name: branch.name }),
  );
  const onSubmit = handleSubmit((input) =>
    operation.mutate(input, {
      onSuccess: (saved) => {
        reset(valuesOf(saved as Branch));
        draft.clear();
      },
    }),
  );

  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={t('Branch {{name}}', { name: branch.name })}
    >
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
            {branch.name}
          </Typography>
          <Chip
            size="small"
            color={branch.outOfOperation ? 'warning' : 'success'}
            label={branch.outOfOperation ? t('Out of operation') : t('In operation')}
          />
          <Chip
            size="small"
            variant="outlined"
            label={branch.hasPin ? t('PIN set') : t('No PIN')}
          />
        </Box>
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {draft.prompt}
          <FormSwitch
            control={control}
            name="outOfOperation"
            label={t('Out of Operation')}
            ariaLabel={t('{{name}} out of operation', { name: branch.name })}
          />
          {outOfOperation ? (
            <Box
              sx={{
                display: 'grid',
                columnGap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
              }}
            >
              <FormTextField control={control} name="reason" label={t('Reason (optional)')} />
              <FormDateField
                control={control}
                name="until"
                label={t('Until (optional)')}
                nullable
              />
            </Box>
          ) : null}
          <SaveButton
            pending={operation.isPending}
            label={t('Save Status')}
            ariaLabel={t('Save Status for {{name}}', { name: branch.name })}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {/* One card per branch: each button names its branch for a screen reader's list. */}
          <Button
            variant="outlined"
            aria-label={
              branch.hasPin
                ? t('Change PIN for {{name}}', { name: branch.name })
                : t('Set PIN for {{name}}', { name: branch.name })
            }
            onClick={() => setPinOpen(true)}
          >
            {branch.hasPin ? t('Change PIN') : t('Set PIN')}
          </Button>
          {branch.hasPin ? (
            <Button
              color="error"
              aria-label={t('Remove PIN for {{name}}', { name: branch.name })}
              onClick={() => setConfirmRemove(true)}
            >
              {t('Remove PIN')}
            </Button>
          ) : null}
          {branch.pinLockedUntil && new Date(branch.pinLockedUntil) > new Date() ? (
            <Typography variant="body2" sx={{ color: 'warning.dark', alignSelf: 'center' }}>
              {t('PIN locked after wrong attempts until {{time}}.', {
                time: new Date(branch.pinLockedUntil).toLocaleTimeString(
                  locale === 'en' ? undefined : locale,
                ),
              })}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
      {pinOpen ? (
        <BranchPinDialog
          branch={branch}
          pending={pin.isPending}
          onClose={() => setPinOpen(false)}
          onSave={(input) => pin.mutate(input, { onSuccess: () => setPinOpen(false) })}
        />
      ) : null}
      <ConfirmDialog
        destructive
        open={confirmRemove}
        title={t('Remove the staff PIN of {{name}}?', { name: branch.name })}
        confirmLabel={t('Remove PIN')}
        pending={unpin.isPending}
        onConfirm={() => unpin.mutate(undefined, { onSuccess: () => setConfirmRemove(false) })}
        onCancel={() => setConfirmRemove(false)}
      >
        {t("Shared devices will no longer open this branch's orders with a PIN.")}
      </ConfirmDialog>
    </Card>
  );
}
