import { defineModule, type ModuleRuntime } from '../area-module';
import { simulatedPaymentProvider } from './payment-provider';
import { purchaseRoutes } from './purchases.routes';
import { createPurchaseService, type PurchaseService } from './purchases.service';

declare module '../area-module' {
  interface AppServices {
    purchases: PurchaseService;
  }
}

/** Buying a paid simulado (through the simulated payment provider). */
export const purchasesModule = defineModule<ModuleRuntime>()({
  name: 'purchases',
  services: (runtime) => ({
    purchases: createPurchaseService({
      db: runtime.db,
      clock: runtime.clock,
      payments: simulatedPaymentProvider,
      logger: runtime.logger,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(purchaseRoutes, { purchases: services.purchases });
  },
});
