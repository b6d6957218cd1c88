import { configure } from '@testing-library/react'

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a page's first render can take
// longer than that, and the test would fail for speed, not for behaviour. A failing assertion still fails,
// only later.
configure({ asyncUtilTimeout: 15_000 })
