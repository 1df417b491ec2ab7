s['n'] = 0
if 'n' in s:
    s['n'] += len(v['value']['a'])
elif s['n'] > 1:
    s['n'] = -1
else:
    s.update({'m': [1, 2], 'k': 'x'})
enqueue_config('training_4.1.0/{}_common.yaml'.format('closed'))