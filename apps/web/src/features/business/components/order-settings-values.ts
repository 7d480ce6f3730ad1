import type { Control } from 'react-hook-form';
import type { OrderSettings, OrderSettingsInput } from '@scanorder/shared/business/settings';

/**
 * ORDER SETTINGS' form values: the settings, and the tip typed in New Tip Option but not added yet,
 * so it is kept with the form's draft like every other field (the schema drops it from what is
 * saved).
 */
export type OrderSettingsValues = OrderSettingsInput & { newTip: string };

export type OrderSettingsControl = Control<OrderSettingsValues, unknown, OrderSettings>;
