/*
 * sysinfo.c: Async\CpuSnapshot, Async\cpu_usage() and Async\loadavg().
 * The counters come straight from the system (getrusage() and /proc/stat on
 * Linux, GetProcessTimes()/GetSystemTimes() on Windows): they are cheap,
 * synchronous reads that need nothing from the event loop.
 */
#include "sysinfo.h"
#include "ext/standard/hrtime.h"
#include "sysinfo_arginfo.h"

#ifdef PHP_WIN32
# include <windows.h>
#else
# include <stdio.h>
# include <stdlib.h>
# include <unistd.h>
# include <sys/resource.h>
#endif

zend_class_entry *async_ce_cpu_snapshot;

typedef struct {
	int64_t wall_ns;
	int64_t process_user_ns;
	int64_t process_system_ns;
	int64_t system_idle_ns;
	int64_t system_busy_ns;
	int64_t cpu_count;
} cpu_counters_t;

/* cpu_usage()'s previous snapshot; forgotten at the end of the request. */
static cpu_counters_t usage_previous;
static bool usage_has_previous;

#ifdef PHP_WIN32

static int64_t filetime_ns(const FILETIME *ft)
{
	ULARGE_INTEGER v;
	v.LowPart = ft->dwLowDateTime;
	v.HighPart = ft->dwHighDateTime;
	return (int64_t) v.QuadPart * 100; /* 100 ns units */
}

static void read_counters(cpu_counters_t *c)
{
	FILETIME created, exited, kernel, user, idle;

	memset(c, 0, sizeof(*c));
	c->wall_ns = (int64_t) php_hrtime_current();
	if (GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user)) {
		c->process_user_ns = filetime_ns(&user);
		c->process_system_ns = filetime_ns(&kernel);
	}
	if (GetSystemTimes(&idle, &kernel, &user)) {
		/* The kernel time includes the idle time. */
		c->system_idle_ns = filetime_ns(&idle);
		c->system_busy_ns = filetime_ns(&kernel) - c->system_idle_ns + filetime_ns(&user);
	}
	c->cpu_count = (int64_t) GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
}

#else

static int64_t timeval_ns(const struct timeval *tv)
{
	return (int64_t) tv->tv_sec * 1000000000 + (int64_t) tv->tv_usec * 1000;
}

static int64_t ticks_ns(uint64_t ticks, uint64_t hz)
{
	return (int64_t) ((ticks / hz) * 1000000000ULL + (ticks % hz) * 1000000000ULL / hz);
}

/* The host's idle and busy time and its CPU count from /proc/stat (Linux):
 * the aggregate "cpu" line first, then one "cpuN" line per online CPU. Only
 * those lines are read; the long ones after them are not. Elsewhere the
 * file does not exist and the fields stay 0. */
static void read_proc_stat(cpu_counters_t *c)
{
	FILE *f = fopen("/proc/stat", "r");
	char line[512];
	long hz = sysconf(_SC_CLK_TCK);

	if (f == NULL) {
		return;
	}
	if (hz <= 0) {
		hz = 100;
	}
	int64_t cpus = 0;
	while (fgets(line, sizeof(line), f) != NULL && strncmp(line, "cpu", 3) == 0) {
		if (line[3] != ' ') {
			cpus++;
			continue;
		}
		/* user nice system idle iowait irq softirq steal (guest time is
		 * already counted in user and nice). */
		unsigned long long v[8] = {0};
		if (sscanf(line + 3, "%llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6],
				&v[7])
			>= 4) {
			c->system_idle_ns = ticks_ns(v[3] + v[4], (uint64_t) hz);
			c->system_busy_ns = ticks_ns(v[0] + v[1] + v[2] + v[5] + v[6] + v[7], (uint64_t) hz);
		}
	}
	fclose(f);
	c->cpu_count = cpus;
}

static void read_counters(cpu_counters_t *c)
{
	struct rusage usage;

	memset(c, 0, sizeof(*c));
	c->wall_ns = (int64_t) php_hrtime_current();
	if (getrusage(RUSAGE_SELF, &usage) == 0) {
		c->process_user_ns = timeval_ns(&usage.ru_utime);
		c->process_system_ns = timeval_ns(&usage.ru_stime);
	}
	read_proc_stat(c);
	if (c->cpu_count <= 0) {
		c->cpu_count = (int64_t) sysconf(_SC_NPROCESSORS_ONLN);
	}
}

#endif

/* The load averages as a PHP array in return_value, or null. */
static void loadavg_value(zval *return_value)
{
#ifdef PHP_WIN32
	ZVAL_NULL(return_value);
#else
	double load[3];

	if (getloadavg(load, 3) != 3) {
		ZVAL_NULL(return_value);
		return;
	}
	array_init_size(return_value, 3);
	for (int i = 0; i < 3; i++) {
		add_next_index_double(return_value, load[i]);
	}
#endif
}

static void snapshot_counters(cpu_counters_t *c)
{
	read_counters(c);
	if (c->cpu_count < 1) {
		c->cpu_count = 1;
	}
}

ZEND_METHOD(Async_CpuSnapshot, __construct)
{
}

ZEND_METHOD(Async_CpuSnapshot, now)
{
	cpu_counters_t c;

	ZEND_PARSE_PARAMETERS_NONE();
	snapshot_counters(&c);
	object_init_ex(return_value, async_ce_cpu_snapshot);
	/* The readonly properties, in declaration order, are initialised once
	 * here and never again. */
	zend_object *obj = Z_OBJ_P(return_value);
	ZVAL_LONG(OBJ_PROP_NUM(obj, 0), (zend_long) c.wall_ns);
	ZVAL_LONG(OBJ_PROP_NUM(obj, 1), (zend_long) c.process_user_ns);
	ZVAL_LONG(OBJ_PROP_NUM(obj, 2), (zend_long) c.process_system_ns);
	ZVAL_LONG(OBJ_PROP_NUM(obj, 3), (zend_long) c.system_idle_ns);
	ZVAL_LONG(OBJ_PROP_NUM(obj, 4), (zend_long) c.system_busy_ns);
	ZVAL_LONG(OBJ_PROP_NUM(obj, 5), (zend_long) c.cpu_count);
}

static double clamp(double v, double lo, double hi)
{
	return v < lo ? lo : (v > hi ? hi : v);
}

ZEND_FUNCTION(Async_cpu_usage)
{
	cpu_counters_t now;
	double process_cores = 0.0, process_percent = 0.0, system_percent = 0.0, interval_sec = 0.0;
	zval load;

	ZEND_PARSE_PARAMETERS_NONE();
	snapshot_counters(&now);
	if (usage_has_previous) {
		const cpu_counters_t *prev = &usage_previous;
		int64_t wall = now.wall_ns - prev->wall_ns;
		int64_t process = (now.process_user_ns + now.process_system_ns)
			- (prev->process_user_ns + prev->process_system_ns);
		int64_t busy = now.system_busy_ns - prev->system_busy_ns;
		int64_t idle = now.system_idle_ns - prev->system_idle_ns;

		if (wall > 0) {
			interval_sec = (double) wall / 1e9;
			/* getrusage() counts in microseconds, the clock in nanoseconds: a
			 * short interval may round to a little more than all the cores. */
			process_cores = clamp((double) process / (double) wall, 0.0, (double) now.cpu_count);
			process_percent = clamp(process_cores / (double) now.cpu_count * 100.0, 0.0, 100.0);
		}
		/* The per-CPU counters may step back when a CPU goes offline. */
		if (busy > 0 && idle >= 0) {
			system_percent = clamp((double) busy / (double) (busy + idle) * 100.0, 0.0, 100.0);
		}
	}
	usage_previous = now;
	usage_has_previous = true;

	array_init_size(return_value, 6);
	add_assoc_double(return_value, "process_cores", process_cores);
	add_assoc_double(return_value, "process_percent", process_percent);
	add_assoc_double(return_value, "system_percent", system_percent);
	add_assoc_long(return_value, "cpu_count", (zend_long) now.cpu_count);
	add_assoc_double(return_value, "interval_sec", interval_sec);
	loadavg_value(&load);
	add_assoc_zval(return_value, "loadavg", &load);
}

ZEND_FUNCTION(Async_loadavg)
{
	ZEND_PARSE_PARAMETERS_NONE();
	loadavg_value(return_value);
}

void async_sysinfo_minit(void)
{
	async_ce_cpu_snapshot = register_class_Async_CpuSnapshot();
	zend_register_functions(NULL, ext_functions, NULL, MODULE_PERSISTENT);
}

void async_sysinfo_rshutdown(void)
{
	usage_has_previous = false;
}
