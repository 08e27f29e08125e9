/** The address of a product's page in the admin. */
export const productPath = (productId: string) => `/catalog/${encodeURIComponent(productId)}`;
