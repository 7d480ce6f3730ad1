import {
  stepperOf,
  type FulfilmentType,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import styles from './order.module.css';

interface StatusStepperProps {
  status: OrderStatus;
  fulfilment: FulfilmentType;
}

/**
 * Order Placed, Order Accepted, the fulfilment's Ready step, Order Completed; the current status is
 * the active step, and a cancelled order shows Order Cancelled as an error step.
 */
export function StatusStepper({ status, fulfilment }: StatusStepperProps) {
  const { steps, activeStep, failed } = stepperOf(status, fulfilment);
  return (
    <ol className={styles.stepper}>
      {steps.map((step, index) => {
        const state =
          index < activeStep
            ? 'done'
            : index === activeStep
              ? failed
                ? 'error'
                : status === 'Order Completed'
                  ? 'done'
                  : 'active'
              : 'todo';
        return (
          <li
            key={step}
            className={styles.step}
            data-state={state}
            aria-current={index === activeStep ? 'step' : undefined}
          >
            <span className={styles.stepMarker} aria-hidden="true">
              {state === 'done' ? '✓' : state === 'error' ? '!' : index + 1}
            </span>
            <span className={styles.stepLabel}>
              {step}
              {state === 'done' && <span className="visually-hidden"> (done)</span>}
              {state === 'active' && <span className="visually-hidden"> (current)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
