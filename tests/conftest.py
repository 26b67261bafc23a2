import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# mDNS (net/discovery.py) only on the loopback interface in every test and its processes
os.environ.setdefault("SPIELESAMMLUNG_MDNS_INTERFACES", "127.0.0.1")
