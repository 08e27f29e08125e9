/**
 * A self-signed certificate for 127.0.0.1 and localhost (P-256, valid until 2126), for receivers
 * whose TLS a client must refuse. Made with:
 * openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 \
 *   -subj "/CN=localhost" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost"
 */
export const selfSigned = {
  cert: `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUI96SlKqB97veGyIBTDciB7c7ydowCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyMTIxMTkxNVoYDzIxMjYxMDI4
MjExOTE1WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQTeVMJdUTpaaIV9zFlo4eykkJLgIdfsZwreU9nAHOJW8+u8i8Oracq
pzoe0CI6FEW55JsF5HBLQSAa7WUa+FxFo28wbTAdBgNVHQ4EFgQU5L6IjQ+Ajgp+
s6s6eE1UaDC6iIIwHwYDVR0jBBgwFoAU5L6IjQ+Ajgp+s6s6eE1UaDC6iIIwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSAAwRQIhAJzYhC3zl4Hr4z1NGxGiuvX3P2NacuzB6PUuW522RkizAiAH
SPvN12eelHsB8Tnk2ZynpOmq3R+JAa+URKd5bAlwBw==
-----END CERTIFICATE-----
`,
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgz6SHSk7ZGRVA5oXQ
d9J1vQoaFXKHJr2/IuoPwr0X8gahRANCAAQTeVMJdUTpaaIV9zFlo4eykkJLgIdf
sZwreU9nAHOJW8+u8i8Oracqpzoe0CI6FEW55JsF5HBLQSAa7WUa+FxF
-----END PRIVATE KEY-----
`,
};
