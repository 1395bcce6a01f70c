// `interlude`: inspect and lint VAST and VMAP ad responses. Everything lives in `CLI`.
await CLI.main()
