import {
  stepperOf,
  type FulfilmentType,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import styles from './order.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

interface StatusStepperProps {
  status: OrderStatus;
  fulfilment: FulfilmentType;
  /** The status a cancelled order was cancelled from: only the steps it reached show done. */
  cancelledFrom: OrderStatus | null;
}

/**
 * Order Placed, Order Accepted, the fulfilment's Ready step (Ready to Serve for dine-in), Order
 * Completed; the current status is the active step, and a cancelled order shows Order Cancelled
 * as an error step after the steps it reached.
 */
export function StatusStepper({ status, fulfilment, cancelledFrom }: StatusStepperProps) {
  const t = useT();
  const steps = stepperOf(status, fulfilment, cancelledFrom);
  // A completed order's last step is where it is, though done.
  const current =
    status === 'Order Completed'
      ? steps.length - 1
      : steps.findIndex((step) => step.state === 'active' || step.state === 'error');
  return (
    <ol className={styles.stepper}>
      {steps.map((step, index) => (
        <li
          key={step.status}
          className={styles.step}
          data-state={step.state}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.stepMarker} aria-hidden="true">
            {step.state === 'done' ? '✓' : step.state === 'error' ? '!' : index + 1}
          </span>
          <span className={styles.stepLabel}>
            {t(step.label)}
            {step.state === 'done' && <span className="visually-hidden"> {t('(done)')}</span>}
            {step.state === 'active' && <span className="visually-hidden"> {t('(current)')}</span>}
            {step.state === 'todo' && (
              <span className="visually-hidden"> {t('(not reached)')}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
