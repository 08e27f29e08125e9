/** A shipping-label group as both label surfaces answer it (`/integration/tags`, `/bffweb/orders/labels`). */
export interface LabelGroup {
  status: string;
  packages: {
    orderId: string;
    status: string;
    packageId?: string;
    labelUrl?: string;
    refusalReason?: string;
  }[];
}
