def simulate_one(options, seed): raise NotImplementedError
def simulate_options(options): return options
def summarize(extras, games): return extras
